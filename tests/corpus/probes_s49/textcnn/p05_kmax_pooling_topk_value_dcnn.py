"""DCNN-style k-max pooling (Kalchbrenner et al.): `F.topk(ret_typ="value")` over time of each Conv1D feature map, the (N, C, k) result flattened by the reshape code `(0, -1)` into a Dense; a second branch uses `ret_typ="both"` and keeps output 0."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 10, 6)]


class Net(HybridBlock):
    def __init__(self, embed=6, channels=4, k=3, classes=2, **kwargs):
        super().__init__(**kwargs)
        self.k = k
        with self.name_scope():
            self.conv_a = nn.Conv1D(channels, 3, padding=1, in_channels=embed)
            self.conv_b = nn.Conv1D(channels, 5, padding=2, in_channels=embed)
            self.out = nn.Dense(classes, in_units=2 * channels * k)

    def hybrid_forward(self, F, words):
        x = words.transpose((0, 2, 1))
        a = F.topk(F.tanh(self.conv_a(x)), axis=2, k=self.k, ret_typ="value")
        b = F.topk(F.tanh(self.conv_b(x)), axis=2, k=self.k, ret_typ="both")[0]
        return self.out(F.concat(a.reshape((0, -1)), b.reshape((0, -1)), dim=1))
