"""Attention transfer (Zagoruyko & Komodakis): spatial attention maps as the channel mean of squared activations, flattened with reshape code 0 and -1, L2-normalised, compared over a python list of layer pairs."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 8, 8), (2, 8, 8, 8), (2, 16, 4, 4)]


def attention_map(F, feat):
    return F.L2Normalization(F.mean(F.square(feat), axis=1).reshape((0, -1)))


class ATStudent(HybridBlock):
    def __init__(self, beta=1000.0, **kwargs):
        super().__init__(**kwargs)
        self._beta = beta
        with self.name_scope():
            self.stage1 = nn.Conv2D(4, 3, padding=1, in_channels=3, activation="relu")
            self.stage2 = nn.Conv2D(8, 3, strides=2, padding=1, in_channels=4, activation="relu")

    def hybrid_forward(self, F, x, t1, t2):
        s1 = self.stage1(x)
        s2 = self.stage2(s1)
        losses = [F.mean(F.square(attention_map(F, s) - attention_map(F, t)), axis=1)
                  for s, t in zip([s1, s2], [t1, t2])]
        return self._beta / 2 * F.add_n(*losses)


class Net(ATStudent):
    pass
