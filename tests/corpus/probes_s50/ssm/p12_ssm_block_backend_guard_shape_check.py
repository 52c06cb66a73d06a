"""SSM block with an eager-only sanity check behind a backend guard (`if F is mx.nd:` asserting the model width from `x.shape`), then a gated residual update with the state decay from a Parameter."""
import mxnet as mx
from mxnet import init
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 4)]


class Net(HybridBlock):
    def __init__(self, d_model=4, **kwargs):
        super().__init__(**kwargs)
        self.d_model = d_model
        with self.name_scope():
            self.decay = self.params.get("decay", shape=(1, 1, d_model), init=init.Constant(0.9))
            self.gate = nn.Dense(d_model, flatten=False, in_units=d_model)

    def hybrid_forward(self, F, x, decay):
        if F is mx.nd:
            assert x.shape[-1] == self.d_model, "expected width %d, got %s" % (self.d_model, x.shape)
        smoothed = F.cumsum(F.broadcast_mul(x, F.sigmoid(decay)), axis=1)
        return x + F.sigmoid(self.gate(x)) * smoothed
