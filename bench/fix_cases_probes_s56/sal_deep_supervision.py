"""Deep supervision loss of salient object detection: side outputs at 1/1, 1/2 and 1/4 resolution, the ground truth resized to each side's own `s.shape[2]`, `s.shape[3]`, binary cross-entropy summed with `loss +=` and averaged by `len(sides)`."""
from mxnet.gluon import nn


INPUTS = [(2, 3, 8, 8), (2, 1, 8, 8)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.s1 = nn.Conv2D(1, 3, padding=1, in_channels=3)
            self.s2 = nn.Conv2D(1, 3, strides=2, padding=1, in_channels=3)
            self.s3 = nn.Conv2D(1, 3, strides=4, padding=1, in_channels=3)

    def hybrid_forward(self, F, x, gt):
        gt = (gt > 0).astype('float32')
        sides = [self.s1(x), self.s2(x), self.s3(x)]
        loss = 0
        for s in sides:
            t = F.contrib.BilinearResize2D(gt, height=s.shape[2], width=s.shape[3])
            p = F.sigmoid(s)
            loss += -(t * F.log(p + 1e-6) + (1 - t) * F.log(1 - p + 1e-6)).mean()
        return loss / len(sides)
