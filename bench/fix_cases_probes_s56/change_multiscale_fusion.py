"""Multi-scale difference fusion: feature differences at three scales (average pooling by 2 and 4), each brought back to full size by a resize to `h, w = x1.shape[2:]` and accumulated with `+=` into the full-scale difference."""
from mxnet.gluon import nn


INPUTS = [(2, 3, 8, 8), (2, 3, 8, 8)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.feat = nn.Conv2D(4, 3, padding=1, in_channels=3, activation='relu')
            self.head = nn.Conv2D(2, 1, in_channels=4)

    def hybrid_forward(self, F, x1, x2):
        h, w = x1.shape[2:]
        fused = F.abs(self.feat(x1) - self.feat(x2))
        for k in (2, 4):
            a = F.Pooling(x1, kernel=(k, k), stride=(k, k), pool_type='avg')
            b = F.Pooling(x2, kernel=(k, k), stride=(k, k), pool_type='avg')
            d = F.abs(self.feat(a) - self.feat(b))
            fused += F.contrib.BilinearResize2D(d, height=h, width=w)
        return self.head(fused)
