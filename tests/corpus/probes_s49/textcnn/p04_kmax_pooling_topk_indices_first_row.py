"""k-max pooling written with `F.topk` left at its default `ret_typ` (indices), then `top[0]` taken as if it were the values output of a multi-output call."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 10, 6)]


class Net(HybridBlock):
    def __init__(self, embed=6, channels=4, k=3, classes=2, **kwargs):
        super().__init__(**kwargs)
        self.k = k
        with self.name_scope():
            self.conv = nn.Conv1D(channels, 3, padding=1, in_channels=embed)
            self.out = nn.Dense(classes)

    def hybrid_forward(self, F, words):
        h = F.tanh(self.conv(words.transpose((0, 2, 1))))
        top = F.topk(h, axis=2, k=self.k)
        return self.out(top[0])
