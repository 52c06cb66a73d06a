"""SSD's multi-scale predictions flattened and joined: every scale's class map transposed to channels-last and flattened by `p.reshape((p.shape[0], -1))`, concatenated over the scales, then `conf.reshape((conf.shape[0], -1, self.num_classes + 1))`."""
from mxnet.gluon import nn


INPUTS = [(2, 3, 8, 8)]


class Net(nn.HybridBlock):
    def __init__(self, num_classes=2, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.num_classes = num_classes
        with self.name_scope():
            self.stages = nn.HybridSequential()
            self.heads = nn.HybridSequential()
            for _ in range(3):
                self.stages.add(nn.Conv2D(3, 3, strides=2, padding=1, in_channels=3))
                self.heads.add(nn.Conv2D(2 * (num_classes + 1), 3, padding=1, in_channels=3))

    def hybrid_forward(self, F, x):
        preds = []
        for stage, head in zip(self.stages, self.heads):
            x = stage(x)
            p = head(x).transpose((0, 2, 3, 1))
            preds.append(p.reshape((p.shape[0], -1)))
        conf = F.concat(*preds, dim=1)
        conf = conf.reshape((conf.shape[0], -1, self.num_classes + 1))
        return F.softmax(conf, axis=-1)
