/**
 * The HTML report's script, inline: reads the report's data (the `application/json` block), renders
 * the cards of the entries that match the filters a batch at a time (more as the list scrolls into
 * view, or with the "Show more" button), and renders everything before printing. It builds the page
 * with DOM calls and text nodes only (no markup from data), shows control, bidi and line-separator
 * characters of source lines as `\uXXXX` (other text comes escaped so already), and links only
 * http(s) URLs.
 *
 * Plain ES2017 in a string (the page runs it as it is): no template literals, no `</` sequence.
 */
export const CLIENT = String.raw`(function () {
'use strict';
var d = document;
var holder = d.getElementById('tooldoc-data');
var app = d.getElementById('app');
if (!holder || !app) return;
var data = JSON.parse(holder.textContent || '{}');
holder.textContent = '';
var items = data.items || [], rules = data.rules || [], files = data.files || [];
var nf = new Intl.NumberFormat('en-US');
var BATCH = 40, FINDINGS = 50, SPAN = data.span || 3, NOUN = data.noun || 'tool';
var SAFE_URL = /^https?:\/\/[^\s"<>]+$/i;
var UNSAFE = /[\u0000-\u0008\u000A-\u001F\u007F-\u009F\u061C\u200E\u200F\u2028\u2029\u202A-\u202E\u2066-\u2069]/g;
function visible(s) {
  return String(s).replace(UNSAFE, function (c) {
    var h = c.charCodeAt(0).toString(16).toUpperCase();
    return '\\u' + '0000'.slice(h.length) + h;
  });
}
function el(tag, cls, text) {
  var e = d.createElement(tag);
  if (cls) e.className = cls;
  if (text !== undefined && text !== null) e.textContent = text;
  return e;
}
function add(parent) {
  for (var i = 1; i < arguments.length; i++) {
    var x = arguments[i];
    if (x === null || x === undefined) continue;
    parent.appendChild(typeof x === 'string' ? d.createTextNode(x) : x);
  }
  return parent;
}
function plural(n, word, words) { return nf.format(n) + ' ' + (n === 1 ? word : (words || word + 's')); }
function ruleLink(i) {
  var r = rules[i];
  if (!r) return el('code', null, '?');
  if (!SAFE_URL.test(r.url)) return el('code', 'rule', r.id);
  var a = el('a', 'rule');
  a.href = r.url;
  a.rel = 'noopener noreferrer';
  add(a, el('code', null, r.id));
  return a;
}

var form = d.getElementById('filters');
var list = d.getElementById('cards');
var status = d.getElementById('status');
var more = d.getElementById('more');
var collapseAll = d.getElementById('collapse-all');
var state = { groups: {}, rule: -1, sev: '', q: '', sort: 'file' };
var shown = [];
var rendered = 0;
var collapsed = false;
var bodies = [];

function readForm() {
  state.groups = {};
  var boxes = form.querySelectorAll('input[name="group"]');
  for (var i = 0; i < boxes.length; i++) if (boxes[i].checked) state.groups[boxes[i].value] = true;
  var rule = form.querySelector('select[name="rule"]');
  state.rule = rule ? Number(rule.value) : -1;
  var sev = form.querySelector('input[name="severity"]:checked');
  state.sev = sev ? sev.value : '';
  var q = form.querySelector('input[name="q"]');
  state.q = q ? q.value.trim().toLowerCase() : '';
  var sort = form.querySelector('select[name="sort"]');
  state.sort = sort ? sort.value : 'file';
}
function findingFilter() { return state.rule >= 0 || state.sev !== ''; }
function findingMatches(x) { return !x.x && (state.rule < 0 || x.r === state.rule) && (!state.sev || x.s === state.sev); }
function matches(it) {
  var inGroup = false;
  for (var i = 0; i < it.g.length; i++) if (state.groups[it.g[i]]) { inGroup = true; break; }
  if (!inGroup) return false;
  if (state.q && it.n.toLowerCase().indexOf(state.q) === -1 && String(files[it.f] || '').toLowerCase().indexOf(state.q) === -1) return false;
  if (!findingFilter()) return true;
  for (var j = 0; j < it.d.length; j++) if (findingMatches(it.d[j])) return true;
  return false;
}
function rank(it) { return it.k === 't' ? it.lv : it.k === 'f' ? -1 : -(it.fa || 0); }
// A file's own problems come first in either order of scores, as in the order of levels.
function scoreRank(it, sign) { return it.k === 't' ? sign * it.sc : -Infinity; }
var SORTS = {
  level: function (a, b) { return rank(items[a]) - rank(items[b]) || a - b; },
  score: function (a, b) { return scoreRank(items[a], 1) - scoreRank(items[b], 1) || a - b; },
  'score-desc': function (a, b) { return scoreRank(items[a], -1) - scoreRank(items[b], -1) || a - b; },
  findings: function (a, b) { return items[b].e + items[b].w - (items[a].e + items[a].w) || a - b; },
  name: function (a, b) { var x = items[a].n, y = items[b].n; return x < y ? -1 : x > y ? 1 : a - b; }
};

function apply() {
  readForm();
  shown = [];
  for (var i = 0; i < items.length; i++) if (matches(items[i])) shown.push(i);
  var sort = SORTS[state.sort];
  if (sort) shown.sort(sort);
  list.textContent = '';
  bodies = [];
  rendered = 0;
  renderMore(BATCH);
  var text = nf.format(shown.length) + ' of ' + plural(items.length, NOUN, data.nouns) + ' match the filters';
  status.textContent = text + (shown.length > rendered ? '; the cards load as you scroll.' : '.');
  requestAnimationFrame(fill);
}

function renderMore(n) {
  var end = Math.min(shown.length, rendered + n);
  var first = null;
  var frag = d.createDocumentFragment();
  for (; rendered < end; rendered++) {
    var c = card(shown[rendered]);
    if (!first) first = c;
    frag.appendChild(c);
  }
  list.appendChild(frag);
  more.hidden = rendered >= shown.length;
  if (!more.hidden) more.textContent = 'Show ' + Math.min(BATCH, shown.length - rendered) + ' more (' + nf.format(shown.length - rendered) + ' not shown yet)';
  return first;
}
function fill() {
  if (more.hidden) return;
  var box = more.getBoundingClientRect();
  if (box.top < window.innerHeight + 800) {
    renderMore(BATCH);
    requestAnimationFrame(fill);
  }
}

function card(i) {
  var it = items[i];
  var li = el('li');
  var kind = it.k === 't' ? 'lv-' + it.lv : it.k === 'f' ? 'file' : 'x';
  var art = el('article', 'card ' + kind);
  art.setAttribute('aria-labelledby', 'c' + i);
  art.setAttribute('data-entry', String(i));
  var head = el('div', 'card-head');
  var h = el('h3');
  h.id = 'c' + i;
  h.tabIndex = -1;
  add(h, el('code', null, it.n));
  add(head, h, el('span', 'badge ' + kind, badgeText(it)));
  if (it.k === 't' && it.sc !== undefined) add(head, el('span', 'score', 'Score ' + it.sc + (it.tsc !== undefined ? ' (' + it.tsc + ' counting the baseline)' : '')));
  add(art, head);
  add(art, el('p', 'where', whereText(it)));
  if (it.k === 't') {
    add(art, needs(it));
    if (it.gap) add(art, el('p', 'note', 'Its format (' + it.fmt + ') has no place for ' + it.gap + '; tooldoc import writes a descriptor that can hold them.'));
  }
  if (it.note) add(art, el('p', 'note', it.note));
  var count = it.k === 'x' ? (it.ex || []).length : it.d.length;
  if (count) {
    var body = el('div', 'card-body');
    body.id = 'b' + i;
    var button = el('button', 'toggle');
    button.type = 'button';
    button.setAttribute('aria-controls', body.id);
    var entry = { it: it, body: body, button: button, built: false };
    bodies.push(entry);
    button.addEventListener('click', function () { setOpen(entry, body.hidden); });
    add(art, button, body);
    setOpen(entry, !collapsed);
  }
  li.appendChild(art);
  return li;
}
function setOpen(entry, open) {
  if (open && !entry.built) {
    entry.built = true;
    if (entry.it.k === 'x') examplesOf(entry.it, entry.body);
    else findingsOf(entry.it, entry.body);
  }
  entry.body.hidden = !open;
  entry.button.setAttribute('aria-expanded', String(open));
  var n = entry.it.k === 'x' ? plural(entry.it.ex.length, 'example') : plural(entry.it.d.length, 'finding');
  entry.button.textContent = (open ? 'Hide ' : 'Show ') + n;
}
function badgeText(it) {
  if (it.k === 't') return it.lt;
  if (it.k === 'f') return it.st === 'removed' ? 'Removed' : it.st ? 'Could not be linted' : 'File';
  var parts = [];
  if (it.fa) parts.push(it.fa + ' failed');
  if (it.pa) parts.push(it.pa + ' passed');
  if (it.sk) parts.push(it.sk + ' skipped');
  return parts.length ? parts.join(', ') : 'No examples';
}
function whereText(it) {
  var parts = [];
  if (it.k !== 'f') parts.push(String(files[it.f] || '') + (it.l ? ':' + it.l : ''));
  if (it.k === 't' && it.fmt) parts.push('format ' + it.fmt);
  if (it.srv) parts.push('server ' + it.srv);
  parts.push(plural(it.e, 'error') + ', ' + plural(it.w, 'warning'));
  return parts.join(' · ');
}
function needs(it) {
  var p = el('p', 'needs');
  if (it.nx === undefined) {
    add(p, it.lv === 3 ? 'Meets Level 3, the spec\u2019s top level.' : 'Reaches Level 3 in what its format holds.');
    return p;
  }
  if (!it.bl || !it.bl.length) {
    add(p, 'Level ' + it.nx + ' needs fields its format has no place for.');
    return p;
  }
  add(p, el('strong', null, 'Level ' + it.nx + ' needs: '));
  var shownRules = it.bl.slice(0, 8);
  for (var i = 0; i < shownRules.length; i++) add(p, i ? ', ' : '', ruleLink(shownRules[i]));
  if (it.bl.length > 8) add(p, ', +' + (it.bl.length - 8) + ' more');
  return p;
}

function findingsOf(it, body) {
  var filtered = findingFilter();
  var idx = [];
  for (var j = 0; j < it.d.length; j++) if (!filtered || findingMatches(it.d[j])) idx.push(j);
  if (filtered && idx.length < it.d.length) add(body, el('p', 'note', 'Showing ' + nf.format(idx.length) + ' of ' + plural(it.d.length, 'finding') + ' (the filters hide the rest).'));
  var ol = el('ol', 'findings');
  add(body, ol);
  listFindings(it, idx, ol, body);
}
function listFindings(it, idx, ol, parent) {
  var limit = Math.min(idx.length, FINDINGS);
  for (var k = 0; k < limit; k++) ol.appendChild(finding(it, it.d[idx[k]]));
  if (idx.length > limit) {
    var all = el('button', 'more-findings', 'Show all ' + plural(idx.length, 'finding'));
    all.type = 'button';
    all.addEventListener('click', function () {
      var first = null;
      for (var k2 = limit; k2 < idx.length; k2++) {
        var f = finding(it, it.d[idx[k2]]);
        if (!first) first = f;
        ol.appendChild(f);
      }
      all.remove();
      if (first) { first.tabIndex = -1; first.focus(); }
    });
    add(parent, all);
  }
}
function finding(it, x) {
  var li = el('li', 'finding' + (x.x ? ' suppressed' : ''));
  var p = el('p');
  var fileName = String(files[x.f !== undefined ? x.f : it.f] || '');
  var pos = x.p ? x.p : x.l ? (x.f !== undefined ? fileName + ':' : '') + x.l + ':' + x.c : '';
  add(p, el('span', 'sev ' + x.s, x.s), ' ');
  if (pos) add(p, el('span', 'pos', pos), ' ');
  add(p, el('span', 'msg', x.m), ' ', ruleLink(x.r));
  if (x.b && it.nx !== undefined) add(p, ' ', el('span', 'tag', 'blocks Level ' + it.nx));
  if (x.x) add(p, ' ', el('span', 'tag', x.x));
  add(li, p);
  if (x.rel) for (var i = 0; i < x.rel.length; i++) add(li, el('p', 'note', 'Also: ' + x.rel[i]));
  add(li, frame(it, x, fileName));
  return li;
}
function frame(it, x, fileName) {
  if (!x.fr) return null;
  var w = it.src[x.fr[0]];
  if (!w) return null;
  var box = el('div', 'frame');
  box.setAttribute('role', 'group');
  box.setAttribute('aria-label', 'Lines ' + x.fr[1] + ' to ' + x.fr[2] + ' of ' + fileName);
  // The lines of a finding that fits the frame are marked; of a longer one (a whole tool), its first line.
  var lastHit = x.el > x.l && x.el - x.l < SPAN ? x.el : x.l;
  for (var n = x.fr[1]; n <= x.fr[2]; n++) {
    var line = w.lines[n - w.from];
    if (line === undefined || line === null) continue;
    var cut = typeof line !== 'string';
    var text = cut ? line[0] : line, off = cut ? line[1] : 0;
    var hit = n >= x.l && n <= lastHit;
    var row = el('div', 'row' + (hit ? ' hit' : ''));
    var no = el('span', 'no', String(n));
    if (n === x.l) add(no, el('span', 'sr-only', ' (finding)'));
    add(row, no);
    var code = el('code');
    if (off) add(code, el('span', 'cut', '\u2026'));
    var a = n === x.l ? x.c - 1 - off : -1;
    if (a >= 0 && a < text.length) {
      var b = (x.el === x.l ? x.ec - 1 : off + text.length) - off;
      if (b <= a) b = a + 1;
      if (b > text.length) b = text.length;
      add(code, visible(text.slice(0, a)), el('mark', null, visible(text.slice(a, b))), visible(text.slice(b)));
    } else add(code, visible(text));
    if (cut && line[2]) add(code, el('span', 'cut', '\u2026'));
    add(row, code);
    add(box, row);
  }
  return box;
}
function examplesOf(it, body) {
  var ol = el('ol', 'examples');
  add(body, ol);
  for (var i = 0; i < it.ex.length; i++) {
    var e = it.ex[i];
    var li = el('li', 'finding');
    var p = el('p');
    add(p, el('span', 'sev ' + (e.st === 'failed' ? 'error' : 'note'), e.st), ' ', 'Example ' + e.i);
    if (e.pr) add(p, ' \u201C', el('span', null, e.pr), '\u201D');
    if (e.l) add(p, ' ', el('span', 'pos', 'line ' + e.l));
    if (e.ms !== undefined) add(p, ' ', el('span', 'pos', e.ms >= 1000 ? (e.ms / 1000).toFixed(1) + ' s' : e.ms + ' ms'));
    add(li, p);
    if (e.rs) add(li, el('p', 'note', e.rs));
    if (e.d.length) {
      var inner = el('ol', 'findings');
      add(li, inner);
      listFindings(it, e.d, inner, li);
    }
    add(ol, li);
  }
}

function expandAll(open) {
  for (var i = 0; i < bodies.length; i++) setOpen(bodies[i], open);
}

form.addEventListener('change', function (ev) { if (ev.target && ev.target.name !== 'q') apply(); });
var typing = 0;
form.addEventListener('input', function (ev) {
  if (!ev.target || ev.target.name !== 'q') return;
  clearTimeout(typing);
  typing = setTimeout(apply, 200);
});
form.addEventListener('submit', function (ev) { ev.preventDefault(); apply(); });
form.addEventListener('reset', function () { setTimeout(apply, 0); });
more.addEventListener('click', function () {
  var first = renderMore(BATCH);
  var h = first && first.querySelector('h3');
  if (h) h.focus();
});
if (collapseAll) {
  collapseAll.addEventListener('click', function () {
    collapsed = !collapsed;
    collapseAll.textContent = collapsed ? 'Expand all cards' : 'Collapse all cards';
    expandAll(!collapsed);
  });
}
var pick = d.querySelectorAll('button[data-rule]');
for (var k = 0; k < pick.length; k++) {
  pick[k].hidden = false;
  pick[k].addEventListener('click', function (ev) {
    var select = form.querySelector('select[name="rule"]');
    select.value = ev.currentTarget.getAttribute('data-rule');
    apply();
    var heading = d.getElementById('tools-h');
    heading.tabIndex = -1;
    heading.focus();
  });
}
if ('IntersectionObserver' in window) {
  new IntersectionObserver(function (entries) {
    for (var i = 0; i < entries.length; i++) if (entries[i].isIntersecting) fill();
  }, { rootMargin: '800px 0px' }).observe(more);
}
window.addEventListener('beforeprint', function () {
  renderMore(shown.length);
  expandAll(true);
  var details = d.querySelectorAll('details');
  for (var i = 0; i < details.length; i++) details[i].open = true;
});
app.hidden = false;
apply();
d.documentElement.setAttribute('data-ready', String(shown.length));
if (window.performance && performance.mark) performance.mark('tooldoc:first-cards');
})();
`;
