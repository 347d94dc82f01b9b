/** The language of a description (src/toolkit/language.ts), as rules that read English words need to know it. */
import { describe, expect, it } from 'vitest';
import { descriptionLanguage } from '../src/toolkit/language.js';

describe('descriptionLanguage', () => {
  it.each([
    ['Get the current weather for a city. Use when the user asks about the weather.', 'en'],
    // corpus/mcp-servers/amap-maps.json, maps_geo.
    ['将详细的结构化地址转换为经纬度坐标。支持对地标性名胜景区、建筑物名称解析为经纬度坐标', 'zh'],
    // corpus/mcp-servers/chatwork.json, list_contacts.
    ['自分のコンタクト一覧を取得します。', 'ja'],
    // functionchat-bench, get_exchange_rate.
    ['두 통화 간의 환율을 가져온다.', 'ko'],
    ['Получить текущую погоду для города.', 'Cyrillic'],
    ['Obtiene el clima actual de una ciudad para el usuario que lo pide.', 'es'],
    ['Récupère la météo actuelle pour une ville et la renvoie à l’utilisateur.', 'fr'],
    ['Ruft das aktuelle Wetter für eine Stadt ab und gibt es zurück.', 'de'],
    // An English description that quotes a few Chinese words is English.
    ['Search 12306 for train tickets between two stations, e.g. 北京 to 上海, on a given date.', 'en'],
    ['OK', undefined],
    [42, undefined],
  ])('%s → %s', (text, language) => {
    expect(descriptionLanguage(text)).toBe(language);
  });
});
