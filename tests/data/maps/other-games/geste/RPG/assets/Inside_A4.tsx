<?xml version="1.0" encoding="UTF-8"?>
<tileset name="Inside_A4" tilewidth="16" tileheight="16" tilecount="960" columns="32">
 <image source="Tilesets/Inside_A4.png" trans="000000" width="512" height="480"/>
</tileset>
