"""SegFormer's all-MLP decoder: each stage's map projected by a Dense over its tokens, folded back by `(n, -1, c_i.shape[2], c_i.shape[3])`, resized to the first stage's size by BilinearResize2D with `height=c1.shape[2]`, concatenated, fused and classified."""
from mxnet.gluon import nn


INPUTS = [(2, 3, 8, 8), (2, 5, 4, 4)]


class Net(nn.HybridBlock):
    def __init__(self, emb=4, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.l1 = nn.Dense(emb, in_units=3, flatten=False)
            self.l2 = nn.Dense(emb, in_units=5, flatten=False)
            self.fuse = nn.Conv2D(emb, 1, in_channels=2 * emb)
            self.cls = nn.Conv2D(2, 1, in_channels=emb)

    def hybrid_forward(self, F, c1, c2):
        n = c1.shape[0]
        o1 = self.l1(c1.reshape((0, 0, -1)).transpose((0, 2, 1)))
        o1 = o1.transpose((0, 2, 1)).reshape((n, -1, c1.shape[2], c1.shape[3]))
        o2 = self.l2(c2.reshape((0, 0, -1)).transpose((0, 2, 1)))
        o2 = o2.transpose((0, 2, 1)).reshape((n, -1, c2.shape[2], c2.shape[3]))
        o2 = F.contrib.BilinearResize2D(o2, height=c1.shape[2], width=c1.shape[3])
        return self.cls(F.relu(self.fuse(F.concat(o1, o2, dim=1))))
