"""Multi-clip test-time averaging that divides the clip scores by `len(clips)`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(3, 4, 2, 4, 4)]


class Net(HybridBlock):
    def __init__(self, num_classes=5, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.backbone = nn.HybridSequential()
            self.backbone.add(nn.Conv3D(4, 3, padding=1, in_channels=4), nn.GlobalAvgPool3D(),
                              nn.Flatten(), nn.Dense(num_classes, in_units=4))

    def hybrid_forward(self, F, clips):
        scores = F.softmax(self.backbone(clips), axis=-1)
        return F.sum(scores, axis=0) / len(clips)
