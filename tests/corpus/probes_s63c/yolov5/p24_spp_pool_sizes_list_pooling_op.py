"""YOLOv3/v5 SPP: `F.Pooling(x, kernel=(k, k), stride=(1, 1), pad=(k // 2, k // 2), pool_type="max")` for each k of a python tuple from the constructor, the maps and the input concatenated on channels."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 9, 9)]


class SPP(HybridBlock):
    def __init__(self, c=4, ks=(5, 9, 13), **kwargs):
        super(SPP, self).__init__(**kwargs)
        self.ks = ks
        with self.name_scope():
            self.cv = nn.Conv2D(c, 1, in_channels=c * (len(ks) + 1))

    def hybrid_forward(self, F, x):
        pools = [F.Pooling(x, kernel=(k, k), stride=(1, 1), pad=(k // 2, k // 2), pool_type="max") for k in self.ks]
        return self.cv(F.concat(x, *pools, dim=1))


Net = SPP
