"""SiamRPN classification branch that reshapes the score map with the sizes read off it, `score.reshape((score.shape[0], 2, -1, score.shape[2], score.shape[3]))`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 5, 5)]


class Net(HybridBlock):
    def __init__(self, num_anchors=3, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.cls = nn.Conv2D(2 * num_anchors, 1, in_channels=4)

    def hybrid_forward(self, F, feat):
        score = self.cls(feat)
        score = score.reshape((score.shape[0], 2, -1, score.shape[2], score.shape[3]))
        return F.softmax(score, axis=1)
