"""pix2pixHD LSGAN loss over the scales' predictions: `sum(F.mean(F.square(p - 1)) for p in preds)` by the builtin `sum` of a python generator, divided by `len(preds)` -- a python list's length; each `p - 1` a Symbol minus a python scalar."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 16, 16)]


class LSGANLoss(HybridBlock):
    def __init__(self, num_D=2, **kwargs):
        super(LSGANLoss, self).__init__(**kwargs)
        self._n = num_D
        with self.name_scope():
            self.ds = nn.HybridSequential()
            for _ in range(num_D):
                self.ds.add(nn.Conv2D(1, 4, strides=2, padding=1, in_channels=3))

    def hybrid_forward(self, F, fake):
        preds = []
        x = fake
        for d in self.ds:
            preds.append(d(x))
            x = F.Pooling(x, kernel=(2, 2), stride=(2, 2), pool_type="avg")
        return sum(F.mean(F.square(p - 1)) for p in preds) / len(preds)


Net = LSGANLoss
