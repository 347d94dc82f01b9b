import{createRequire as __tooldocRequire}from'node:module';const require=__tooldocRequire(import.meta.url);
import{b as j,c as ae,d as le,e as de}from"./chunk-KALUZRGZ.js";import{a as se}from"./chunk-3FZJEVQL.js";import{a as te,b as ne,c as D,g as re,h as ie}from"./chunk-7HWB7P6U.js";import{e as ee}from"./chunk-NUDSKEGD.js";import{a as V,b as Y,d as Q,e as Z,h as oe}from"./chunk-HDXC2D62.js";import{b as K,e as g}from"./chunk-6RROSCAC.js";import"./chunk-6Z4IEQFM.js";import{createHash as $e}from"node:crypto";function ce(e,n){let t=e.start.line;if(!Number.isInteger(t)||t<1||t>n)return;let r=Math.min(Math.max(e.end.line,t),t+3-1,n);return[Math.max(1,t-2),Math.min(n,r+2)]}function q(e,n){if(e.length<=240)return e;let t=n===void 0?0:Math.max(0,Math.min(n-1-60,e.length-240));t>0&&fe(e.charCodeAt(t))&&t--;let r=Math.min(e.length,t+240);return r<e.length&&fe(e.charCodeAt(r))&&r--,[e.slice(t,r),t,r<e.length]}var fe=e=>e>=56320&&e<=57343,M=class{constructor(n,t,r=4){this.result=n;this.options=t;this.keep=r}result;options;keep;#e=new Map;#t;lines(n,t){if(this.#e.has(n)){let o=this.#e.get(n);return this.#e.delete(n),this.#e.set(n,o),o}this.#t??=new Map(this.result.files.map(o=>[o.file,o]));let r=t??this.#t.get(n),i;if(!r?.server&&!n.startsWith("server:"))try{i=r?.text??this.options.readSource?.(n)}catch{i=void 0}let s=i===void 0?void 0:i.split(/\r\n|\r|\n/);return s&&s.length>1&&s[s.length-1]===""&&s.pop(),this.#e.set(n,s),this.#e.size>this.keep&&this.#e.delete(this.#e.keys().next().value),s}},N=class{constructor(n,t){this.board=n;this.sources=t}board;sources;windows=[];#e=new Set;frame(n,t,r){let i=this.sources.lines(n,r);if(!i)return;let s=ce(t,i.length);if(!s)return;let o=this.board.fileIndex.get(n)??-1,[d,a]=s,c=this.windows.findIndex(m=>m.f===o&&d<=m.from+m.lines.length&&a>=m.from-1);c===-1&&(c=this.windows.length,this.windows.push({f:o,from:d,lines:[]}));let p=this.windows[c];if(d<p.from){let m=[];for(let $=d;$<p.from;$++)m.push(this.cut(i,$,t,c));p.lines.unshift(...m),p.from=d}for(let m=p.from+p.lines.length;m<=a;m++)p.lines.push(this.cut(i,m,t,c));let k=t.start.line;return typeof p.lines[k-p.from]!="string"&&!this.#e.has(`${c}:${k}`)&&(p.lines[k-p.from]=this.cut(i,k,t,c)),[c,d,a]}cut(n,t,r,i){let s=n[t-1];return t!==r.start.line||s.length<=240?q(s,void 0):(this.#e.add(`${i}:${t}`),q(s,r.start.column))}};var C={0:"not met",1:"Minimum",2:"Production",3:"AI-native"},xe=[["failed","With a failed example"],["passed","With a passed example"],["skipped","With a skipped example"],["none","Without examples"]];function P(e,n){let t=[],r=new Map,i=Q(e.files),s=Z(e.files),o=l=>{let u=r.get(l);return u===void 0&&(u=t.length,r.set(l,u),t.push(g(s.has(l)||l.startsWith("server:")?l:se(l,n)))),u},d=new Map(e.rules.map(l=>[l.id,l])),a=[],c=new Map,p=l=>{let u=c.get(l);if(u===void 0){u=a.length,c.set(l,u);let S=d.get(l);a.push({id:g(l),url:ee(l,S?.docs),level:S?.level??null,...S?{desc:g(S.description)}:{}})}return u},k=()=>e.examples?ye(e):we(e),m=new Map,$=[],v=0,R=0,A=new Map,f=new Map,h=0,F=!1;for(let l of k()){h++,l.kind==="f"&&(F=!0),o(l.kind==="f"?l.file.file:l.tool.file);for(let x of _(l))m.set(x,(m.get(x)??0)+1);let u=new Set,S=new Set,I=!1,J=!1;for(let x of l.diagnostics){let O=p(x.ruleId);if(x.file&&o(x.file),x.anchor&&o(x.anchor.file),x.suppressed)continue;u.add(O),x.severity==="error"?I=!0:J=!0;let L=pe(x.ruleId),E=f.get(L);E||f.set(L,E={errors:0,warnings:0,entries:0,rules:new Set}),x.severity==="error"?E.errors++:E.warnings++,E.rules.add(O),S.has(L)||(S.add(L),E.entries++)}for(let x of u)$[x]=($[x]??0)+1;if(I&&v++,J&&R++,l.kind==="t"){let x=D(l.tool);for(let O of new Set(l.tool.blockers.map(L=>L.ruleId))){let L=p(O),E=A.get(L)??{tools:0,level:x};E.tools++,A.set(L,E)}}}for(let l=0;l<a.length;l++)$[l]??=0;let X=e.examples?xe.map(([l,u])=>({key:l,label:u,count:m.get(l)??0})):[0,1,2,3].map(l=>({key:`L${l}`,label:`Level ${l} \xB7 ${C[l]}`,count:m.get(`L${l}`)??0}));return m.get("file")&&X.push({key:"file",label:"Problems of a file itself",count:m.get("file")}),{mode:e.examples?"test":"lint",plans:k,entries:h,fileEntries:F,files:t,servers:i,fileIndex:r,rules:a,ruleIndex:c,groups:X,entriesPerRule:$,withErrors:v,withWarnings:R,blocking:[...A].map(([l,u])=>({rule:l,...u})).sort((l,u)=>u.tools-l.tools||z(a[l.rule].id,a[u.rule].id)),findingGroups:[...f].map(([l,u])=>({group:g(l),errors:u.errors,warnings:u.warnings,entries:u.entries,rules:[...u.rules].sort((S,I)=>z(a[S].id,a[I].id))})).sort((l,u)=>u.errors+u.warnings-(l.errors+l.warnings)||z(l.group,u.group))}}function*ye(e){let{failuresOf:n,paired:t}=de(e);for(let r of e.files){if(r.status==="skipped")continue;let i=r.diagnostics.filter(s=>!t.has(s));(r.status==="failed"||i.length)&&(yield{kind:"f",file:r,diagnostics:i})}for(let r of e.examples.tools){let i=s=>n(s).flatMap(o=>o.finding?[o.finding]:[]);yield{kind:"x",tool:r,diagnostics:r.examples.flatMap(i),failuresOf:i}}}function*we(e){let n=new Map;e.tools.forEach((r,i)=>(n.get(r.file)??n.set(r.file,[]).get(r.file)).push(i));let t=new Set;for(let r of e.files){if(r.status==="skipped"&&!r.diagnostics.length)continue;let i=n.get(r.file)??[],s=new Map(i.map(a=>[a,[]])),o=new Map;for(let a of i)(o.get(e.tools[a].name)??o.set(e.tools[a].name,[]).get(e.tools[a].name)).push(a);let d=[];for(let a of r.diagnostics){let c=a.toolIndex!==void 0&&s.has(a.toolIndex)?[a.toolIndex]:a.tool!==void 0?o.get(a.tool)??[]:[];c.length||d.push(a);for(let p of c)s.get(p).push(a)}(r.status==="failed"||d.length)&&(yield{kind:"f",file:r,diagnostics:d});for(let a of i)yield{kind:"t",tool:e.tools[a],file:r,diagnostics:s.get(a)},t.add(a)}for(let[r,i]of e.tools.entries())t.has(r)||(yield{kind:"t",tool:i,file:void 0,diagnostics:[]})}var z=(e,n)=>e<n?-1:e>n?1:0,pe=e=>e.includes("/")?e.slice(0,e.indexOf("/")):e;function _(e){if(e.kind==="t")return[`L${e.tool.level}`];if(e.kind==="f")return["file"];let n=e.tool;return n.examples.length?["failed","passed","skipped"].filter(t=>n[t]):["none"]}function G(e,n,t){let r=e.kind==="f"?e.file.file:e.tool.file,i=e.kind==="x"?void 0:e.file,s=n.fileIndex.get(r)??-1,o=new N(n,t),d=e.kind==="f"?Y(e.file):e.kind==="t"?e.tool.server!==void 0||e.file?.server!==void 0:e.tool.file.startsWith("server:"),a=e.kind==="t"?new Set(e.tool.blockers.map(f=>B(f.ruleId,f.message,f.line,f.column))):void 0,c=new Map,p=e.diagnostics.map((f,h)=>(c.set(f,h),ke(f,d,r,i,n,o,a))),k=0,m=0;for(let f of e.diagnostics)f.suppressed||(f.severity==="error"?k++:m++);let $={f:s,g:_(e),e:k,w:m,d:p,src:o.windows};if(e.kind==="f"){let f=e.file.status==="failed"?{st:"could not be linted"}:e.file.status==="removed"?{st:"removed"}:{};return{k:"f",n:n.files[s]??g(r),...f,...e.file.server?{srv:g(e.file.server.name)}:{},...$}}if(e.kind==="x"){let f=e.tool;return{k:"x",n:g(f.name),...f.line!==void 0?{l:f.line}:{},...f.server!==void 0?{srv:g(f.server)}:{},pa:f.passed,fa:f.failed,sk:f.skipped,...f.note!==void 0?{note:g(f.note)}:{},ex:f.examples.map(h=>({i:h.index+1,...h.prompt!==void 0?{pr:g(h.prompt)}:{},st:h.status,...h.reason!==void 0?{rs:g(h.reason)}:{},...h.ms!==void 0?{ms:h.ms}:{},...h.line!==void 0?{l:h.line}:{},d:e.failuresOf(h).flatMap(F=>c.has(F)?[c.get(F)]:[])})),...$}}let v=e.tool,R=D(v),A=new Map;for(let f of v.blockers){let h=n.ruleIndex.get(f.ruleId);h!==void 0&&A.set(h,(A.get(h)??0)+1)}return{k:"t",n:g(v.name),...v.server===void 0?{l:v.range.start.line}:{},lv:v.level,lt:g(ne(v)),sc:v.score,...v.trueScore!==void 0?{tsc:v.trueScore}:{},...R!==void 0?{nx:R}:{},bl:[...A].sort((f,h)=>h[1]-f[1]).map(([f])=>f),...v.formatCap?.missing.length?{gap:g(v.formatCap.missing.map(f=>`${f.field} (Level ${f.level})`).join(", "))}:{},fmt:g(v.inputFormat),...v.server!==void 0?{srv:g(v.server)}:{},...$}}function ke(e,n,t,r,i,s,o){let d={r:i.ruleIndex.get(e.ruleId),s:e.severity,m:g(e.message)},a=n||i.servers.has(e.file)||e.range.start.line<1,c=a?void 0:{file:e.file||t,range:e.range};if(a&&(d.p=g(V(e))),c){let{start:p,end:k}=c.range;d.l=p.line,d.c=p.column,d.el=k.line,d.ec=k.column,c.file!==t&&(d.f=i.fileIndex.get(c.file)??-1);let m=s.frame(c.file,c.range,c.file===t?r:void 0);m&&(d.fr=m)}return e.suppressed&&(d.x=g(`suppressed (${e.suppressed.kind}${e.suppressed.justification?`: ${e.suppressed.justification}`:""})`)),o?.has(c?B(e.ruleId,e.message,e.range.start.line,e.range.start.column):B(e.ruleId,e.message))&&(d.b=1),e.related?.length&&(d.rel=e.related.map(p=>g(`${i.servers.has(p.file)||p.file.startsWith("server:")?i.files[i.fileIndex.get(p.file)??-1]??p.file:`${i.files[i.fileIndex.get(p.file)??-1]??p.file}:${p.range.start.line}:${p.range.start.column}`}: ${p.message}`))),d}var B=(e,n,t,r)=>`${e}\0${n}\0${t??""}\0${r??""}`;var W=String.raw`(function () {
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
  return parts.join(' ${"\xB7"} ');
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
`;var U=String.raw`
:root {
  color-scheme: light dark;
  --bg: #ffffff; --fg: #1f2328; --muted: #57606a; --line: #d0d7de; --panel: #f6f8fa; --link: #0550ae;
  --focus: #0550ae; --error: #a40e26; --warning: #7d4e00; --mark: #fff1a8; --mark-fg: #1f2328; --hit: #fff8e1;
  --l0-bg: #ffebe9; --l0-fg: #82071e; --l0-bar: #cf222e;
  --l1-bg: #fff1e5; --l1-fg: #762c00; --l1-bar: #bc4c00;
  --l2-bg: #fff8c5; --l2-fg: #5c4400; --l2-bar: #9a6700;
  --l3-bg: #dafbe1; --l3-fg: #044f1e; --l3-bar: #1a7f37;
  --file-bg: #eaeef2; --file-fg: #24292f;
}
@media (prefers-color-scheme: dark) {
  :root {
    --bg: #0d1117; --fg: #e6edf3; --muted: #9da7b3; --line: #3d444d; --panel: #161b22; --link: #79c0ff;
    --focus: #79c0ff; --error: #ff8182; --warning: #e3b341; --mark: #5a4a00; --mark-fg: #fff8c5; --hit: #272115;
    --l0-bg: #4c1418; --l0-fg: #ffdcd7; --l0-bar: #f85149;
    --l1-bg: #4a2410; --l1-fg: #ffdfb6; --l1-bar: #db6d28;
    --l2-bg: #3f3300; --l2-fg: #f8e3a1; --l2-bar: #d29922;
    --l3-bg: #0f3d1f; --l3-fg: #aff5b4; --l3-bar: #3fb950;
    --file-bg: #30363d; --file-fg: #e6edf3;
  }
}
*, *::before, *::after { box-sizing: border-box; }
html { -webkit-text-size-adjust: 100%; text-size-adjust: 100%; }
body { margin: 0; background: var(--bg); color: var(--fg); font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif; overflow-wrap: break-word; }
code, .msg, .where, .note, h3, td, th { overflow-wrap: anywhere; }
a { color: var(--link); }
a:focus-visible, button:focus-visible, input:focus-visible, select:focus-visible, summary:focus-visible, [tabindex]:focus-visible { outline: 3px solid var(--focus); outline-offset: 2px; }
code, pre, .mono { font-family: ui-monospace, SFMono-Regular, "SF Mono", Menlo, Consolas, "Liberation Mono", monospace; font-size: 0.875em; }
h1, h2, h3 { line-height: 1.25; }
h1 { font-size: 1.6rem; margin: 0 0 0.25rem; }
h2 { font-size: 1.3rem; margin: 0 0 0.75rem; }
h3 { font-size: 1.05rem; margin: 0; }
.skip { position: absolute; left: -999px; top: 0; background: var(--bg); padding: 0.5rem 1rem; z-index: 10; }
.skip:focus { left: 0.5rem; top: 0.5rem; }
.sr-only { position: absolute; width: 1px; height: 1px; padding: 0; margin: -1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0; }
.wrap { max-width: 76rem; margin: 0 auto; padding: 0 1rem; }
header.top { border-bottom: 1px solid var(--line); padding: 1.25rem 0 1rem; background: var(--panel); }
.verdict { margin: 0.25rem 0; font-size: 1.05rem; }
.verdict .bad { color: var(--error); font-weight: 600; }
.verdict .warn { color: var(--warning); font-weight: 600; }
.meta { color: var(--muted); margin: 0.25rem 0 0; font-size: 0.9rem; }
.stats { display: grid; grid-template-columns: repeat(auto-fit, minmax(8.5rem, 1fr)); gap: 0.5rem; margin: 1rem 0 0; padding: 0; }
.stats div { background: var(--bg); border: 1px solid var(--line); border-radius: 6px; padding: 0.5rem 0.75rem; }
.stats dt { color: var(--muted); font-size: 0.85rem; }
.stats dd { margin: 0; font-size: 1.35rem; font-weight: 600; }
nav.toc { margin: 0.75rem 0 0; font-size: 0.95rem; }
nav.toc ul { list-style: none; padding: 0; margin: 0; display: flex; flex-wrap: wrap; gap: 0.25rem 1rem; }
main { padding: 1rem 0 2rem; }
main section { margin: 0 0 2.25rem; }
.note { color: var(--muted); font-size: 0.925rem; }
.panel { border: 1px solid var(--line); border-radius: 6px; padding: 0.75rem 1rem; background: var(--panel); }
.chart { margin: 0; }
.bars td.share { width: 55%; min-width: 8rem; }
.bars svg.bar { display: inline-block; vertical-align: middle; width: calc(100% - 4rem); height: 1rem; }
.bars .pct { display: inline-block; width: 3.5rem; text-align: right; font-variant-numeric: tabular-nums; color: var(--muted); }
.chart .track { fill: var(--panel); stroke: var(--line); stroke-width: 0.5; vector-effect: non-scaling-stroke; }
.chart .bar-0 { fill: var(--l0-bar); } .chart .bar-1 { fill: var(--l1-bar); } .chart .bar-2 { fill: var(--l2-bar); } .chart .bar-3 { fill: var(--l3-bar); }
.chart .bar-s { fill: var(--link); }
.legend { margin: 0.5rem 0 0; padding-left: 1.25rem; font-size: 0.925rem; }
.table-wrap { overflow-x: auto; }
table { border-collapse: collapse; width: 100%; font-size: 0.95rem; }
th, td { text-align: left; padding: 0.4rem 0.6rem; border-bottom: 1px solid var(--line); vertical-align: top; }
th { background: var(--panel); font-weight: 600; }
td.n, th.n { text-align: right; font-variant-numeric: tabular-nums; white-space: nowrap; overflow-wrap: normal; }
tbody th, tfoot th { background: none; }
tbody th { font-weight: normal; }
td button { white-space: nowrap; }
td.lv { white-space: nowrap; overflow-wrap: normal; }
.rule-desc { display: block; }
button { font: inherit; color: var(--fg); background: var(--panel); border: 1px solid var(--muted); border-radius: 6px; padding: 0.3rem 0.7rem; cursor: pointer; min-height: 2rem; }
button:hover { background: var(--line); }
button.link { background: none; border: 0; color: var(--link); text-decoration: underline; padding: 0.1rem 0.2rem; min-height: 0; }
details > summary { cursor: pointer; color: var(--link); margin: 0.5rem 0; }
form.filters { display: grid; grid-template-columns: repeat(auto-fit, minmax(15rem, 1fr)); gap: 0.75rem 1.25rem; align-items: start; margin: 0 0 0.75rem; }
fieldset { border: 1px solid var(--line); border-radius: 6px; margin: 0; padding: 0.4rem 0.75rem 0.6rem; min-width: 0; }
legend { font-weight: 600; padding: 0 0.25rem; }
fieldset label { display: flex; gap: 0.4rem; align-items: center; padding: 0.15rem 0; }
.field { display: flex; flex-direction: column; gap: 0.25rem; }
.field > label { font-weight: 600; }
select, input[type="search"] { font: inherit; color: var(--fg); background: var(--bg); border: 1px solid var(--muted); border-radius: 6px; padding: 0.3rem 0.5rem; max-width: 100%; min-height: 2.25rem; }
input[type="checkbox"], input[type="radio"] { width: 1.1rem; height: 1.1rem; margin: 0; accent-color: var(--link); }
.count { color: var(--muted); font-variant-numeric: tabular-nums; }
.toolbar { display: flex; flex-wrap: wrap; gap: 0.5rem 1rem; align-items: center; margin: 0 0 0.75rem; }
#status { font-weight: 600; margin: 0; }
ol.cards { list-style: none; margin: 0; padding: 0; display: grid; gap: 0.75rem; }
article.card { border: 1px solid var(--line); border-left-width: 6px; border-radius: 6px; padding: 0.75rem 1rem; background: var(--bg); }
article.card.lv-0 { border-left-color: var(--l0-bar); } article.card.lv-1 { border-left-color: var(--l1-bar); }
article.card.lv-2 { border-left-color: var(--l2-bar); } article.card.lv-3 { border-left-color: var(--l3-bar); }
article.card.file { border-left-color: var(--muted); }
.card-head { display: flex; flex-wrap: wrap; gap: 0.25rem 0.75rem; align-items: baseline; }
.card-head h3 { flex: 1 1 14rem; }
.badge { display: inline-block; border-radius: 999px; padding: 0.05rem 0.6rem; font-size: 0.85rem; font-weight: 600; white-space: nowrap; }
.badge.lv-0 { background: var(--l0-bg); color: var(--l0-fg); } .badge.lv-1 { background: var(--l1-bg); color: var(--l1-fg); }
.badge.lv-2 { background: var(--l2-bg); color: var(--l2-fg); } .badge.lv-3 { background: var(--l3-bg); color: var(--l3-fg); }
.badge.file, .badge.x { background: var(--file-bg); color: var(--file-fg); }
.card-head .score { display: inline-block; border-radius: 999px; padding: 0.05rem 0.6rem; font-size: 0.85rem; font-weight: 600; white-space: nowrap; background: var(--file-bg); color: var(--file-fg); }
.card p { margin: 0.35rem 0 0; }
.where { color: var(--muted); font-size: 0.9rem; }
.needs { font-size: 0.95rem; }
.card-body { margin-top: 0.5rem; }
ol.findings { list-style: none; margin: 0; padding: 0; display: grid; gap: 0.6rem; }
li.finding { border-top: 1px solid var(--line); padding-top: 0.5rem; }
li.finding.suppressed { opacity: 0.85; }
.sev { font-weight: 700; font-size: 0.85rem; text-transform: uppercase; letter-spacing: 0.02em; }
.sev.error { color: var(--error); } .sev.warning { color: var(--warning); } .sev.note { color: var(--muted); }
.pos { color: var(--muted); font-size: 0.9rem; }
.tag { display: inline-block; border: 1px solid var(--line); border-radius: 4px; padding: 0 0.35rem; font-size: 0.8rem; color: var(--muted); }
.frame { margin: 0.4rem 0 0; border: 1px solid var(--line); border-radius: 6px; background: var(--panel); padding: 0.35rem 0; display: grid; grid-template-columns: max-content 1fr; font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; font-size: 0.82rem; line-height: 1.45; }
.frame .row { display: contents; }
.frame .no { color: var(--muted); text-align: right; padding: 0 0.6rem 0 0.5rem; border-right: 1px solid var(--line); user-select: none; }
.frame .hit .no { color: var(--fg); font-weight: 700; }
.frame .hit .no::before { content: "> "; }
.frame code { white-space: pre-wrap; overflow-wrap: anywhere; padding: 0 0.6rem; font-size: 1em; tab-size: 2; }
.frame .hit code { background: var(--hit); }
.frame mark { background: var(--mark); color: var(--mark-fg); border-bottom: 2px solid var(--error); }
.frame .cut { color: var(--muted); }
.examples { list-style: none; margin: 0.5rem 0 0; padding: 0; display: grid; gap: 0.4rem; }
.more { margin: 0.75rem 0 0; }
footer.bottom { border-top: 1px solid var(--line); padding: 1rem 0 2rem; color: var(--muted); font-size: 0.9rem; }
@media (max-width: 40rem) {
  body { font-size: 15px; }
  .wrap { padding: 0 0.75rem; }
  h1 { font-size: 1.35rem; }
  article.card { padding: 0.6rem 0.7rem; }
  th, td { padding: 0.35rem 0.4rem; }
}
@media print {
  :root { --bg: #ffffff; --fg: #000000; --muted: #444444; --panel: #ffffff; --link: #000000; }
  body { font-size: 11pt; }
  header.top { background: none; }
  .no-print, form.filters, .toolbar button, .more, .skip, nav.toc, button { display: none !important; }
  .card-body[hidden] { display: block !important; }
  article.card, .frame, tr { break-inside: avoid; page-break-inside: avoid; }
  a { text-decoration: none; }
  * { print-color-adjust: exact; -webkit-print-color-adjust: exact; }
}
`;var me=10,T=500,ge=e=>`'sha256-${$e("sha256").update(e,"utf8").digest("base64")}'`,he;function Se(){return he??=["default-src 'none'",`script-src ${ge(W)}`,`style-src ${ge(U)}`,"img-src 'none'","font-src 'none'","connect-src 'none'","object-src 'none'","base-uri 'none'","form-action 'none'"].join("; "),he}function w(e){return g(e).replace(/[&<>"']/g,n=>n==="&"?"&amp;":n==="<"?"&lt;":n===">"?"&gt;":n==='"'?"&quot;":"&#39;")}var Le=new RegExp(`[<>&\\u2028\\u2029]|${K.source}`,"g");function H(e){return JSON.stringify(e).replace(Le,n=>"\\u"+n.charCodeAt(0).toString(16).toUpperCase().padStart(4,"0"))}var y=e=>e.toLocaleString("en-US"),b=(e,n,t=`${n}s`)=>`${y(e)} ${e===1?n:t}`,pt=oe(Ee);function*Ee(e,n){let t=P(e,n),r=e.summary,i=t.mode==="test",s=i?`tooldoc test report: ${b(e.examples.summary.examples,"example")}`:`tooldoc report: ${b(r.tools,"tool")}`;yield`<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="${Se()}">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<meta name="color-scheme" content="light dark">
<meta name="generator" content="tooldoc ${w(e.version)}">
<title>${w(s)}</title>
<style>${U}</style>
</head>
<body>
`,yield`<a class="skip" href="#tools">Skip to the tools</a>
`,yield Ae(e,i),yield`<main id="main">
<div class="wrap">
`,i||(yield Re(r)),i||(yield Me(e,t)),yield Ie(t),i&&(yield Oe(e)),yield De(t,i),yield`</div>
</main>
`,yield`<footer class="bottom">
<div class="wrap">
<p>Written by tooldoc ${w(e.version)}. Levels are those of the Function Calling Documentation Spec (\xA713): Level 1 Minimum, the required fields (\xA73); Level 2 Production, the error taxonomy (\xA77), idempotency (\xA78) and examples; Level 3 AI-native, search keywords, latency, deprecation policy. This page loads nothing from the network.</p>
</div>
</footer>
`,yield*Ne(e,n,t),yield`<script>${W}</script>
</body>
</html>
`}function Ae(e,n){let t=e.summary,r=[`<header class="top">
<div class="wrap">
`,`<h1>${n?"tooldoc test report":"tooldoc report"}</h1>
`];if(n){let a=e.examples.summary,c=a.failed||t.errors?"bad":a.passed?"":"warn";r.push(`<p class="verdict"><span class="${c}">${w(j(e.examples))}</span>.</p>
`)}else{let a=t.errors?"bad":t.warnings?"warn":"";r.push(`<p class="verdict"><span class="${a}">${b(t.problems,"problem")}</span> (${b(t.errors,"error")}, ${b(t.warnings,"warning")}) in ${b(t.tools,"tool")} from ${b(t.filesLinted,"file")}.</p>
`)}let i=[];t.filesFailed&&i.push(`${b(t.filesFailed,"file")} could not be ${n?"read":"linted"}`),t.filesSkipped&&i.push(`${b(t.filesSkipped,"file")} skipped (not descriptors)`),t.suppressed&&i.push(`${b(t.suppressed,"finding")} suppressed`),t.baselined&&i.push(`${b(t.baselined,"finding")} in the baseline`);let s=e.baseline?.stale.length??0;s&&i.push(`${b(s,"stale baseline entry","stale baseline entries")}`),i.length&&r.push(`<p class="meta">${i.join(" \xB7 ")}.</p>
`);let o=n?[["Examples",e.examples.summary.examples],["Failed",e.examples.summary.failed],["Passed",e.examples.summary.passed],["Skipped",e.examples.summary.skipped]]:[["Tools",t.tools],["Files",t.filesLinted],["Errors",t.errors],["Warnings",t.warnings],["At Level 3",t.levels[3]],...t.scores?[["Median score",t.scores.median]]:[]];r.push(`<dl class="stats">
`,...o.map(([a,c])=>`<div><dt>${a}</dt><dd>${y(c)}</dd></div>
`),`</dl>
`);let d=[...n?[]:[["#levels","Levels"],["#blocking","What blocks the next level"]],["#groups","Findings by group"],...n?[["#examples","Examples"]]:[],["#tools",n?"Tools and their examples":"Tools"]];return r.push(`<nav class="toc" aria-label="Sections">
<ul>`,...d.map(([a,c])=>`<li><a href="${a}">${c}</a></li>`),`</ul>
</nav>
`),r.push(`</div>
</header>
`),r.join("")}function be(e,n){let t=e>0?Math.max(.5,Math.round(e*1e3)/10):0;return`<svg class="bar" viewBox="0 0 100 10" preserveAspectRatio="none" aria-hidden="true" focusable="false"><rect class="track" width="100" height="10"/><rect class="bar-${n}" width="${t}" height="10"/></svg>`}function Re(e){let n=[0,1,2,3],t=e.capped?e.capped[0]+e.capped[1]+e.capped[2]+e.capped[3]:0,r=o=>e.tools?`${Math.round(o/e.tools*1e3)/10}%`:"0%",i=n.map(o=>`<tr><th scope="row"><span class="badge lv-${o}">Level ${o}</span> ${C[o]}</th><td class="n">${y(e.levels[o])}</td><td class="share">${be(e.tools?e.levels[o]/e.tools:0,o)}<span class="pct">${r(e.levels[o])}</span></td>`+(e.capped?`<td class="n">${y(e.capped[o])}</td>`:"")+`</tr>
`),s=[`<section id="levels" aria-labelledby="levels-h">
<h2 id="levels-h">Tools per level</h2>
`,`<figure class="chart">
`,`<figcaption class="note">${b(e.tools,"tool")} by the conformance level ${e.tools===1?"it reaches":"they reach"}${e.capped?`; the last column counts the ${b(t,"tool")} whose format caps the grade by the level reached within the format`:""}.</figcaption>
`,`<div class="table-wrap" role="region" aria-label="Table of tools per level" tabindex="0">
<table class="bars">
`,`<thead><tr><th scope="col">Level</th><th scope="col" class="n">Tools</th><th scope="col">Share</th>${e.capped?'<th scope="col" class="n">Within the format</th>':""}</tr></thead>
<tbody>
`,...i,`</tbody>
</table>
</div>
</figure>
`];return t&&s.push(`<p class="note">${b(t,"tool was","tools were")} read from a platform format that cannot hold every block a level requires (errors, examples \u2026), so ${t===1?"its grade stays":"their grades stay"} below what ${t===1?"it reaches":"they reach"} within the format; <code>tooldoc import</code> writes descriptors that can hold the rest.</p>
`),s.push(`<ul class="legend note">
<li><strong>Level 1 \xB7 Minimum</strong>: the seven required fields (\xA73).</li>
<li><strong>Level 2 \xB7 Production</strong>: adds the error taxonomy (\xA77), idempotency (\xA78) and at least two examples.</li>
<li><strong>Level 3 \xB7 AI-native</strong>: adds search keywords, latency, the deprecation policy and per-platform schemas.</li>
</ul>
`),e.scores&&s.push(Fe(e.tools,e.scores)),s.push(`</section>
`),s.join("")}function Fe(e,n){let t=i=>e?`${Math.round(i/e*1e3)/10}%`:"0%",r=n.histogram.map((i,s)=>`<tr><th scope="row">${re[s]}</th><td class="n">${y(i)}</td><td class="share">${be(e?i/e:0,"s")}<span class="pct">${t(i)}</span></td></tr>
`);return[`<figure class="chart">
`,`<figcaption class="note">Scores, 0 to 100 (<a href="${w(te)}" rel="noopener noreferrer">how they are computed</a>): ${w(ie(n))}. Level 0 scores 0-32, Level 1 33-65, Level 2 66-98 and Level 3 100; within a level, the score rises with the share of the next levels' requirements a tool meets, counting only what its format can hold.</figcaption>
`,`<div class="table-wrap" role="region" aria-label="Table of tools per score band" tabindex="0">
<table class="bars">
`,`<thead><tr><th scope="col">Score</th><th scope="col" class="n">Tools</th><th scope="col">Share</th></tr></thead>
<tbody>
`,...r,`</tbody>
</table>
</div>
</figure>
`].join("")}function ve(e,n,t){let r=e.rules[n],i=`<a href="${w(r.url)}" rel="noopener noreferrer"><code>${w(r.id)}</code></a>`;return t&&r.desc?`${i}<br><span class="note">${w(r.desc)}</span>`:i}function Me(e,n){let t=[`<section id="blocking" aria-labelledby="blocking-h">
<h2 id="blocking-h">Rules blocking most tools from the next level</h2>
`];if(!n.blocking.length)return t.push(`<p>${e.tools.length?"No rule keeps a tool from its next level.":"No tools were linted."}</p>
</section>
`),t.join("");let r=e.tools.filter(a=>a.blockers.length).length;t.push(`<p class="note">${b(r,"tool is","tools are")} kept from ${r===1?"its":"their"} next level by ${b(n.blocking.length,"rule")}; fixing what a rule finds moves every tool it blocks closer.</p>
`);let i=`<thead><tr><th scope="col">Rule</th><th scope="col">Keeps from</th><th scope="col" class="n">Tools</th></tr></thead>
`,s=a=>`<tr><td>${ve(n,a.rule,!0)}<br><button type="button" class="link" data-rule="${a.rule}" hidden>Show the tools it blocks</button></td><td class="lv">${a.level!==void 0?`Level ${a.level}`:"\u2014"}</td><td class="n">${y(a.tools)}</td></tr>
`,o=(a,c)=>`<div class="table-wrap" role="region" aria-label="${c}" tabindex="0">
<table>
${i}<tbody>
${a.map(s).join("")}</tbody>
</table>
</div>
`;t.push(o(n.blocking.slice(0,me),"Table of the rules blocking most tools"));let d=n.blocking.slice(me);return d.length&&t.push(`<details>
<summary>${b(d.length,"more rule")}</summary>
${o(d,"Table of more rules blocking tools")}</details>
`),t.push(`</section>
`),t.join("")}function Ie(e){let n=[`<section id="groups" aria-labelledby="groups-h">
<h2 id="groups-h">Findings by group</h2>
`];if(!e.findingGroups.length)return n.push(`<p>No findings.</p>
</section>
`),n.join("");let t=0,r=0;for(let s of e.findingGroups)t+=s.errors,r+=s.warnings;let i=e.mode==="test"?"Entries":"Tools";n.push(`<p class="note">A rule's id starts with its group (<code>parameters/\u2026</code>). The ${i} column counts each ${e.mode==="test"?"entry":"tool (or file)"} with a finding of the group once.</p>
`,`<div class="table-wrap" role="region" aria-label="Table of findings by group" tabindex="0">
<table>
`,`<thead><tr><th scope="col">Group and its rules</th><th scope="col" class="n">Errors</th><th scope="col" class="n">Warnings</th><th scope="col" class="n">${i}</th></tr></thead>
<tbody>
`);for(let s of e.findingGroups){let o=s.rules.map(d=>ve(e,d,!1)).join(", ");n.push(`<tr><th scope="row">${w(s.group)}<br><span class="note">${o}</span></th><td class="n">${y(s.errors)}</td><td class="n">${y(s.warnings)}</td><td class="n">${y(s.entries)}</td></tr>
`)}return n.push(`</tbody>
<tfoot><tr><th scope="row">All</th><td class="n">${y(t)}</td><td class="n">${y(r)}</td><td></td></tr></tfoot>
</table>
</div>
</section>
`),n.join("")}function Oe(e){let n=e.examples,t=[`<section id="examples" aria-labelledby="examples-h">
<h2 id="examples-h">Examples</h2>
`,`<p>${w(j(n))}.</p>
`],r=ae(n);r&&t.push(`<p class="note">${w(r)}.</p>
`);let i=0;for(let s of n.tools)i+=le(s).length;return i&&t.push(`<p class="note">${b(i,"skipped example says","skipped examples say")} why on ${i===1?"its":"their"} tool's card.</p>
`),t.push(`</section>
`),t.join("")}function De(e,n){let t=e.entries,r=e.groups.map(o=>`<label><input type="checkbox" name="group" value="${w(o.key)}" checked> ${w(o.label)} <span class="count">(${y(o.count)})</span></label>
`).join(""),i=e.rules.map((o,d)=>({r:o,i:d,count:e.entriesPerRule[d]??0})).filter(o=>o.count).sort((o,d)=>o.r.id<d.r.id?-1:o.r.id>d.r.id?1:0).map(o=>`<option value="${o.i}">${w(o.r.id)} (${y(o.count)})</option>
`).join(""),s=n?"entries":"tools";return[`<section id="tools" aria-labelledby="tools-h">
<h2 id="tools-h">${n?"Tools and their examples":"Tools"}</h2>
`,`<noscript><p>The cards need JavaScript, which is off. The summary above is complete; the same findings are in the other formats (<code>--format stylish</code>, <code>--format json</code>).</p></noscript>
`,`<div id="app" hidden>
`,`<form id="filters" class="filters" role="search" aria-label="Filter the cards">
`,`<fieldset>
<legend>${n?"Outcome":"Level"}</legend>
${r}</fieldset>
`,`<fieldset>
<legend>Severity</legend>
`,`<label><input type="radio" name="severity" value="" checked> Any, and ${s} without findings <span class="count">(${y(t)})</span></label>
`,`<label><input type="radio" name="severity" value="error"> With errors <span class="count">(${y(e.withErrors)})</span></label>
`,`<label><input type="radio" name="severity" value="warning"> With warnings <span class="count">(${y(e.withWarnings)})</span></label>
`,`</fieldset>
<div class="field">
<label for="f-rule">Rule</label>
`,`<select id="f-rule" name="rule">
<option value="-1">Any rule</option>
${i}</select>
`,`<label for="f-q">Name or file contains</label>
<input id="f-q" name="q" type="search" autocomplete="off" spellcheck="false">
`,`<label for="f-sort">Order</label>
<select id="f-sort" name="sort">
<option value="file">As in the files</option>
`,`<option value="level">${n?"Failures first":"Lowest level first"}</option>
${n?"":`<option value="score">Lowest score first</option>
<option value="score-desc">Highest score first</option>
`}<option value="findings">Most findings first</option>
<option value="name">By name</option>
</select>
`,`</div>
</form>
`,`<div class="toolbar">
<p id="status" role="status" aria-live="polite"></p>
<button type="button" id="collapse-all">Collapse all cards</button>
<button type="reset" form="filters">Clear the filters</button>
</div>
`,`<ol id="cards" class="cards"></ol>
`,`<button type="button" id="more" class="more" hidden>Show more</button>
`,`</div>
</section>
`].join("")}function*Ne(e,n,t){let r=t.mode==="test"?["entry","entries"]:t.fileEntries?["entry","entries"]:["tool","tools"];yield`<script type="application/json" id="tooldoc-data">{"v":1,"mode":"${t.mode}","span":${3},"noun":"${r[0]}","nouns":"${r[1]}","files":[`;for(let o=0;o<t.files.length;o+=T)yield(o?",":"")+t.files.slice(o,o+T).map(H).join(",");yield'],"rules":[';for(let o=0;o<t.rules.length;o+=T)yield(o?",":"")+t.rules.slice(o,o+T).map(d=>H({id:d.id,url:d.url,level:d.level})).join(",");yield'],"items":[';let i=new M(e,n),s=!0;for(let o of t.plans())yield(s?`
`:`,
`)+H(G(o,t,i)),s=!1;yield`
]}</script>
`}export{Se as contentSecurityPolicy,w as escapeHtml,pt as html,H as scriptJson};
