"""IQA scores (N, 1) normalised by the batch maximum with a plain `s / (F.max(s) + 1e-6)` (shape (1,))."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(3, 3, 8, 8)]


class BatchNormalisedIQA(HybridBlock):
    def __init__(self, **kwargs):
        super(BatchNormalisedIQA, self).__init__(**kwargs)
        with self.name_scope():
            self.body = nn.HybridSequential()
            self.body.add(nn.Conv2D(6, 3, activation="relu", in_channels=3), nn.GlobalAvgPool2D(),
                          nn.Dense(1, activation="softrelu", in_units=6))

    def hybrid_forward(self, F, img):
        s = self.body(img)
        return s / (F.max(s) + 1e-6)


Net = BatchNormalisedIQA
