"""The CLI with the real engine and rules: what users run."""
import json
import subprocess
import sys

from hybridlint import analysis, runner
from hybridlint.ruledocs import rule_doc
from hybridlint.rules import all_rules

NET = """\
from mxnet import gluon


class Net(gluon.HybridBlock):
    def hybrid_forward(self, F, x):
        n = x.shape[0]
        return F.relu(x)
"""


def test_rule_code_prints_the_rule_doc(cli):
    rules = all_rules()
    assert rules, "the rule registry is empty"
    first = rules[0]
    result = cli("rule", first.code.lower())
    assert result.rc == 0 and result.out == rule_doc(first).rstrip("\n") + "\n"
    assert cli("rule", "HYB999").rc == 2
    assert "unknown rule `HYB999`" in cli("rule", "HYB999").err
    assert cli("rule").rc == 2


def test_rule_all_prints_every_rule(cli):
    result = cli("rule", "--all")
    assert result.rc == 0
    for rule in all_rules():
        assert rule_doc(rule).strip() in result.out
    items = json.loads(cli("rule", "--all", "--output-format", "json").out)
    # HYB000 and HYB100 are the runner's own codes, documented like rules
    assert [item["code"] for item in items] == sorted(["HYB000", "HYB100", *(rule.code for rule in all_rules())])


def test_rule_codes_from_file_names_match_the_registry():
    # The CLI reads codes from rules/hyb0NN_*.py without importing them (start-up time).
    assert analysis._rule_codes_from_files() == sorted(rule.code for rule in all_rules())


def test_real_findings_and_noqa(project, cli):
    project.write("net.py", NET)
    result = cli("check", "--output-format", "concise", "--select", "HYB001")
    assert result.rc == 1 and result.out.startswith("net.py:6:13: HYB001 ")
    project.write("net.py", NET.replace("x.shape[0]", "x.shape[0]  # noqa: HYB001"))
    assert cli("check", "--select", "HYB001").rc == 0


def test_syntax_error_from_the_real_engine(project, cli):
    # (The engine's prefilter skips files with no hybrid code at all, so the broken file has some.)
    project.write("broken.py", "class A(HybridBlock:\n    def hybrid_forward(self, F, x):\n        pass\n")
    project.write("net.py", NET)
    result = cli("check", "--output-format", "concise", "--select", "HYB001")
    assert result.rc == 1 and "Traceback" not in result.out + result.err
    assert any(line.startswith("broken.py:") and " HYB000 " in line for line in result.out.splitlines())
    assert "net.py:6:13: HYB001" in result.out


def test_parallel_run_matches_serial(project, cli, monkeypatch):
    monkeypatch.setattr(runner, "PARALLEL_THRESHOLD", 4)
    for i in range(12):
        project.write(f"pkg/net{i:02d}.py", NET + f"\n\nclass Other{i}(Net):\n    def hybrid_forward(self, F, x):\n"
                                                 f"        return x.asnumpy()\n")
    for i in range(20):
        project.write(f"pkg/plain{i:02d}.py", "import os\nprint(os.sep)\n")
    serial = cli("check", "--output-format", "concise", "-j", "1")
    parallel = cli("check", "--output-format", "concise", "-j", "2")
    assert serial.rc == parallel.rc == 1
    assert serial.out == parallel.out and serial.out.count("HYB001") == 12


def test_python_m_checks_one_file(project):
    project.write("net.py", NET)
    cmd = [sys.executable, "-m", "hybridlint", "check", "--no-cache", "--output-format", "concise", "net.py"]
    proc = subprocess.run(cmd, capture_output=True, text=True, timeout=60)
    assert proc.returncode == 1 and "net.py:6:13: HYB001" in proc.stdout, proc.stderr
    # no timed assertion (a loaded CI box): bench/lint_speed.py measures one-file latency


def test_lint_path_does_not_import_numpy_or_the_runtime(project):
    project.write("net.py", NET)
    code = ("import sys\nfrom hybridlint.cli import main\n"
            "rc = main(['check', '--no-cache', '--output-format', 'sarif', '--statistics', 'net.py'])\n"
            "bad = [m for m in sys.modules if m == 'numpy' or m.startswith('hybridlint.runtime.')"
            " or m == 'hybridlint.runtime']\n"
            "print(bad)\n")
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    assert proc.stdout.strip().endswith("[]"), proc.stdout + proc.stderr


def test_a_run_without_hybrid_code_imports_neither_rules_nor_libcst(project):
    """The runner hands the engine the registered rules lazily (issue #15): a file the prefilter
    rejects must not pay for importing them, nor libcst (0.5 s of a one-file run)."""
    project.write("plain.py", "import os\nprint(os.sep)\n")
    code = ("import sys\nfrom hybridlint.cli import main\n"
            "rc = main(['check', '--no-cache', '--output-format', 'concise', 'plain.py'])\n"
            "print(rc, [m for m in sys.modules if m == 'libcst' or m.startswith('hybridlint.rules.')])\n")
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    assert proc.stdout.strip().endswith("0 []"), proc.stdout + proc.stderr
