<?xml version="1.0" encoding="UTF-8"?>
<tileset name="Inside_A2" tilewidth="16" tileheight="16" tilecount="768" columns="32">
 <image source="Tilesets/Inside_A2.png" trans="000000" width="512" height="384"/>
</tileset>
