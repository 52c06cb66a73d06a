"""Center loss: each feature is pulled to the center of its predicted class."""
from mxnet.gluon import nn

INPUTS = [(5, 3), (5, 4)]


class Net(nn.HybridBlock):
    def __init__(self, num_classes=4, feat_dim=3, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.centers = self.params.get('centers', shape=(num_classes, feat_dim))

    def hybrid_forward(self, F, feats, scores, centers):
        labels = F.argmax(scores, axis=1)
        picked = centers[labels]
        return 0.5 * F.sum(F.square(feats - picked), axis=1)
