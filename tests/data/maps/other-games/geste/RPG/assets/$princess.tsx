<?xml version="1.0" encoding="UTF-8"?>
<tileset name="$princess" tilewidth="16" tileheight="16" tilecount="96" columns="6">
 <image source="Characters/$princess.png" trans="000000" width="96" height="256"/>
</tileset>
