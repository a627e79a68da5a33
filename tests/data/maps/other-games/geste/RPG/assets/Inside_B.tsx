<?xml version="1.0" encoding="UTF-8"?>
<tileset name="Inside_B" tilewidth="16" tileheight="16" tilecount="1024" columns="32">
 <image source="Tilesets/Inside_B.png" trans="000000" width="512" height="512"/>
</tileset>
