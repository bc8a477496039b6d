#!/usr/bin/env python3
# Tries action.yml outside GitHub: python3 scripts/action/run-locally.py ACTION_DIR WORKSPACE path=Scenes/ junit=out/j.xml
# (GITHUB_SERVER_URL=http://127.0.0.1:PORT serves OWNER/responderlab/releases/... from a local folder;
# RLAB_TARBALL=FILE skips the download).
# Plays action.yml's composite steps as a runner would: inputs and the
# expressions they use substituted, each `run` in bash with its env, outputs
# passed between steps through GITHUB_OUTPUT.
import yaml, subprocess, os, re, sys, tempfile
action_dir, workspace, with_ = sys.argv[1], sys.argv[2], dict(a.split('=',1) for a in sys.argv[3:])
a = yaml.safe_load(open(os.path.join(action_dir, 'action.yml')))
inputs = {k: with_.get(k, v.get('default', '')) for k, v in a['inputs'].items()}
temp = tempfile.mkdtemp(prefix='teamci-runner-')
path_file = os.path.join(temp, 'path'); open(path_file, 'w').close()
ctx = {'github.action_repository': 'OWNER/responderlab'}
outputs = {}
def expand(v):
    def one(m):
        e = m.group(1).strip()
        if e.startswith('inputs.'): return inputs[e[7:]]
        if e.startswith('steps.'):
            _, sid, _, key = e.split('.'); return outputs.get(sid, {}).get(key, '')
        return ctx[e]
    return re.sub(r'\$\{\{(.*?)\}\}', one, str(v))
for step in a['runs']['steps']:
    out_file = os.path.join(temp, 'out'); open(out_file, 'w').close()
    env = dict(os.environ, GITHUB_ACTION_PATH=action_dir, RUNNER_TEMP=temp, GITHUB_OUTPUT=out_file,
               GITHUB_PATH=path_file, GITHUB_SERVER_URL=os.environ.get('GITHUB_SERVER_URL', 'https://github.com'))
    env.update({k: expand(v) for k, v in step.get('env', {}).items()})
    print(f"--- step {step.get('id', '')}: {step['run']}", flush=True)
    r = subprocess.run(['bash', '-e', '-c', step['run']], cwd=workspace, env=env)
    outputs[step.get('id', '')] = dict(l.split('=', 1) for l in open(out_file).read().splitlines() if '=' in l)
    if r.returncode != 0: print(f"--- step failed: exit {r.returncode}"); sys.exit(r.returncode)
print('--- outputs:', outputs, 'PATH additions:', open(path_file).read().split())
