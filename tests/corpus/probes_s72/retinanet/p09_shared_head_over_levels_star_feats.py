"""One head shared by every FPN level, `hybrid_forward(self, F, *feats)`: each level's output made
channels-last and flattened per anchor by reshape codes, the levels concatenated along anchors."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8, 6, 6), (2, 8, 3, 3), (2, 8, 2, 2)]


class SharedHead(HybridBlock):
    def __init__(self, num_classes=3, num_anchors=2, **kwargs):
        super().__init__(**kwargs)
        self.num_classes = num_classes
        with self.name_scope():
            self.conv = nn.Conv2D(8, 3, padding=1, activation="relu")
            self.cls = nn.Conv2D(num_anchors * num_classes, 3, padding=1)

    def hybrid_forward(self, F, *feats):
        outs = [self.cls(self.conv(f)).transpose((0, 2, 3, 1)).reshape((0, -1, self.num_classes))
                for f in feats]
        scores = F.sigmoid(F.concat(*outs, dim=1))
        return scores, outs[0]


Net = SharedHead
