#!/bin/bash
# The GPU suite and benches on a machine with cupy and a CUDA device, from wheels built elsewhere:
#   here:  pip wheel --no-deps -w .whl .   (plus a libcst wheel for that machine's python)
#   there: bash bench/gpu_check.sh [OUTDIR]     (logs in OUTDIR, default ./gpu-check)
# The repository root's hybridlint/ would shadow the installed package's hybridlint.runtime, so
# the tests run from a copy beside the installed wheel.
set -u
OUTDIR=$(mkdir -p "${1:-gpu-check}" && cd "${1:-gpu-check}" && pwd)
export PYTHONUNBUFFERED=1
SITE=$(mktemp -d)
python3 -m pip install -q --no-index --no-deps --no-compile --no-cache-dir --target "$SITE" .whl/*.whl || exit 3
export PYTHONPATH=$SITE
cp -r tests bench examples docs pyproject.toml README.md "$SITE"/
mkdir -p "$SITE/runtime" && cp runtime/*.json "$SITE/runtime/"     # data files tests read by path
{ nvidia-smi --query-gpu=name,driver_version --format=csv
  python3 -c "import cupy, numpy, sys; print(sys.version); print('cupy', cupy.__version__, 'numpy', numpy.__version__)"
  date -u; } > "$OUTDIR/machine.txt" 2>&1
(cd "$SITE" && timeout 300 python3 -m pytest -p no:cacheprovider --maxfail=300 --no-header -rfE -n 16 \
  tests/ops tests/runtime tests/autograd tests/gluon tests/compiler tests/training) > "$OUTDIR/tests.log" 2>&1
echo "tests rc $?" >> "$OUTDIR/tests.log"
(cd "$SITE/bench" && timeout 90 python3 gpu_speed.py) > "$OUTDIR/gpu_speed.log" 2>&1
(cd "$SITE/bench" && timeout 120 python3 gpu_nets.py) > "$OUTDIR/gpu_nets.log" 2>&1
tail -n 3 "$OUTDIR/tests.log" "$OUTDIR/gpu_speed.log" "$OUTDIR/gpu_nets.log"
