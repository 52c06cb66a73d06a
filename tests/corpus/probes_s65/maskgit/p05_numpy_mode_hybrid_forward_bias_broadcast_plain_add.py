"""MaskGIT output layer in numpy mode (`hybrid_forward` with `F.np`/`F.npx`): the logits are the hidden states against the tied token embedding (`F.np.dot(h, emb.T)`) plus a (V,) bias Parameter by a plain `+` -- numpy broadcasting, legal on a numpy Symbol."""
from mxnet import init, npx
from mxnet.gluon import HybridBlock

npx.set_np()

INPUTS = [(2, 6, 8)]


class TiedLogits(HybridBlock):
    def __init__(self, codebook=8, d=8, **kwargs):
        super().__init__(**kwargs)
        self.emb = self.params.get("emb", shape=(codebook + 1, d), init=init.Normal(0.1))
        self.bias = self.params.get("bias", shape=(codebook + 1,), init=init.Zero())

    def hybrid_forward(self, F, h, emb, bias):
        logits = F.np.dot(h, emb.T) + bias
        return F.npx.log_softmax(logits, axis=-1)


Net = TiedLogits
