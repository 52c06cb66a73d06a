"""DeepVAR scaler with an eager-only sanity check: `if F is nd: assert F.min(scale).asscalar() > 0` (skipped when traced), then `broadcast_div`."""
from mxnet import nd
from mxnet.gluon import HybridBlock

INPUTS = [(2, 6, 3)]


class CheckedScale(HybridBlock):
    def __init__(self, min_scale=1e-3, **kwargs):
        super().__init__(**kwargs)
        self._min = min_scale

    def hybrid_forward(self, F, past):
        scale = F.maximum(F.mean(F.abs(past), axis=1, keepdims=True), self._min)
        if F is nd:
            assert F.min(scale).asscalar() > 0
        return F.broadcast_div(past, scale), scale


Net = CheckedScale
