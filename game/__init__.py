"""Skirmish Table: a desktop simulator for tabletop skirmish wargames."""
