"""RetinaNet classification subnet ported from PyTorch: the per-anchor flatten spells the batch
as `logits.shape[0]`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8, 6, 6)]


class ClassSubnet(HybridBlock):
    def __init__(self, num_classes=3, num_anchors=2, channels=8, **kwargs):
        super().__init__(**kwargs)
        self.num_classes = num_classes
        with self.name_scope():
            self.body = nn.HybridSequential()
            for _ in range(2):
                self.body.add(nn.Conv2D(channels, 3, padding=1, activation="relu"))
            self.out = nn.Conv2D(num_anchors * num_classes, 3, padding=1)

    def hybrid_forward(self, F, x):
        logits = self.out(self.body(x)).transpose((0, 2, 3, 1))
        return logits.reshape((logits.shape[0], -1, self.num_classes))


Net = ClassSubnet
