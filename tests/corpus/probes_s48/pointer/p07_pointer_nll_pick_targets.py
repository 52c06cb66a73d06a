"""Pointer-network training loss: log-softmax over encoder positions at every decoder step (`batch_dot` of decoder states against encoder states), the gold position of each step read with `F.pick(axis=-1)`, averaged over steps."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6, 8), (2, 4, 8), (2, 4)]


class Net(HybridBlock):
    def __init__(self, units=8, src_len=6, **kwargs):
        super().__init__(**kwargs)
        self.src_len = src_len
        with self.name_scope():
            self.proj = nn.Dense(units, flatten=False, in_units=units)

    def hybrid_forward(self, F, enc, dec, target):
        target = F.floor(F.abs(target) * self.src_len)                    # gold positions (N, T_dec)
        logits = F.batch_dot(self.proj(dec), enc, transpose_b=True)       # (N, T_dec, T_enc)
        logp = F.log_softmax(logits, axis=-1)
        return -F.mean(F.pick(logp, target, axis=-1), axis=1)
