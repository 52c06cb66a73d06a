"""A stabiliser reset ported from a reference: `if F.max(i_t) > self.cap:` subtracts the cap from the
input-gate pre-activations -- a python `if` on a tensor."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6)]


class TensorIfCap(HybridBlock):
    def __init__(self, hidden=5, cap=0.5, **kwargs):
        super().__init__(**kwargs)
        self.cap = cap
        with self.name_scope():
            self.w = nn.Dense(2 * hidden)

    def hybrid_forward(self, F, x):
        i_t, z_t = F.split(self.w(x), num_outputs=2, axis=-1)
        if F.max(i_t) > self.cap:
            i_t = i_t - self.cap
        return F.exp(i_t) * F.tanh(z_t)


Net = TensorIfCap
