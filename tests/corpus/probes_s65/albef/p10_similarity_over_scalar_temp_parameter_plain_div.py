"""ALBEF similarity divided by the learnable temperature as in the PyTorch code, `img @ txt.T / self.temp` with `temp` a (1,) Parameter: plain `/` of (N, N) by (1,) -- a Symbol's `/` wants equal shapes."""
from mxnet import init
from mxnet.gluon import HybridBlock, nn

INPUTS = [(3, 8), (3, 8)]


class PlainTemperature(HybridBlock):
    def __init__(self, dim=8, embed=6, **kwargs):
        super(PlainTemperature, self).__init__(**kwargs)
        with self.name_scope():
            self.img = nn.Dense(embed, in_units=dim)
            self.txt = nn.Dense(embed, in_units=dim)
            self.temp = self.params.get("temp", shape=(1,), init=init.Constant(0.07))

    def hybrid_forward(self, F, image, text, temp):
        img = F.L2Normalization(self.img(image))
        txt = F.L2Normalization(self.txt(text))
        return F.dot(img, txt, transpose_b=True) / temp


Net = PlainTemperature
