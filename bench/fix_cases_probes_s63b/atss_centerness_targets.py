"""ATSS's regression and centreness targets for one level: each location's distances to the four
sides of every box (`xs.reshape((-1, 1)) - x1.reshape((1, -1))`, plain operators on (A, 1) and
(1, G)), the centre-inside check, the smallest box among those containing the location picked
by `F.one_hot(assigned, gt.shape[0])`, and mmdetection's centreness sqrt(min/max lr * min/max tb),
zeroed for background; no positive at all is answered on the host `if num_pos == 0`."""
from mxnet.gluon import nn


INPUTS = [(1, 4, 6, 6), (3, 4)]


class Net(nn.HybridBlock):
    def __init__(self, stride=8, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.stride = stride

    def hybrid_forward(self, F, feat, gt):
        ctr = (gt.slice_axis(axis=1, begin=0, end=2) + 1) * 24
        wh = (gt.slice_axis(axis=1, begin=2, end=4) + 1.5) * 12
        x1, y1 = F.split(ctr - wh / 2, num_outputs=2, axis=1)
        x2, y2 = F.split(ctr + wh / 2, num_outputs=2, axis=1)
        area = (x2 - x1) * (y2 - y1)

        h, w = feat.shape[2], feat.shape[3]
        xs = F.tile((F.arange(w) + 0.5) * self.stride, reps=(h,))
        ys = F.repeat((F.arange(h) + 0.5) * self.stride, repeats=w)
        left = xs.reshape((-1, 1)) - x1.reshape((1, -1))
        top = ys.reshape((-1, 1)) - y1.reshape((1, -1))
        right = x2.reshape((1, -1)) - xs.reshape((-1, 1))
        bottom = y2.reshape((1, -1)) - ys.reshape((-1, 1))
        ltrb = F.stack(left, top, right, bottom, axis=-1)
        inside = ltrb.min(axis=-1) > 0.01

        scores = F.where(inside, F.broadcast_mul(F.ones_like(left), 1. / area.reshape((1, -1))),
                         F.zeros_like(left))
        assigned = scores.argmax(axis=1)
        num_pos = inside.max(axis=1).sum().asscalar()
        onehot = F.one_hot(assigned, gt.shape[0])
        targets = (ltrb * onehot.expand_dims(-1)).sum(axis=1)

        lr = F.stack(targets[:, 0], targets[:, 2], axis=1)
        tb = F.stack(targets[:, 1], targets[:, 3], axis=1)
        centerness = F.sqrt(F.relu(lr.min(axis=1) / F.maximum(lr.max(axis=1), 1e-6) *
                                   tb.min(axis=1) / F.maximum(tb.max(axis=1), 1e-6)))
        if num_pos == 0:
            centerness = F.zeros_like(centerness)
        centerness = centerness * inside.max(axis=1)
        return targets, centerness
