"""Tiny Tiled maps written in tests: a 24" × 24" table (32 px tiles) with objects given in inches."""

from __future__ import annotations

from pathlib import Path


def rect(oid: int, cls: str, x: float, y: float, w: float, h: float, **props: object) -> str:
    return (f'<object id="{oid}" name="{cls} {oid}" class="{cls}" x="{x * 32:g}" y="{y * 32:g}" '
            f'width="{w * 32:g}" height="{h * 32:g}">{_props(props)}</object>')


def point(oid: int, x: float, y: float, side: str, profile: str = "guard") -> str:
    return (f'<object id="{oid}" name="p{oid}" class="deployment" x="{x * 32:g}" y="{y * 32:g}">'
            f'{_props({"side": side, "profile": profile})}<point/></object>')


def _props(props: dict[str, object]) -> str:
    if not props:
        return ""
    items = "".join(f'<property name="{k}" type="{_type(v)}" value="{v}"/>' for k, v in props.items())
    return f"<properties>{items}</properties>"


def _type(value: object) -> str:
    return "int" if isinstance(value, int) else "float" if isinstance(value, float) else "string"


def write_map(path: Path, terrain: list[str], deployment: list[str] = (), size: int = 24,
              inches_per_tile: float = 1.0) -> Path:
    layers = f'<objectgroup id="1" name="terrain">{"".join(terrain)}</objectgroup>'
    if deployment:
        layers += f'<objectgroup id="2" name="deployment">{"".join(deployment)}</objectgroup>'
    path.write_text(
        '<?xml version="1.0" encoding="UTF-8"?>\n'
        f'<map version="1.10" class="skirmish_map" orientation="orthogonal" renderorder="right-down" '
        f'width="{size}" height="{size}" tilewidth="32" tileheight="32" infinite="0" nextlayerid="3" '
        f'nextobjectid="100"><properties><property name="inches_per_tile" type="float" '
        f'value="{inches_per_tile}"/><property name="title" value="Test table"/></properties>{layers}</map>\n',
        encoding="utf-8")
    return path
