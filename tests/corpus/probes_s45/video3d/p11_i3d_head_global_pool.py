"""I3D classification head: GlobalAvgPool3D, dropout, flatten and a dense layer without input sizes."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6, 2, 3, 3)]


class Net(HybridBlock):
    def __init__(self, num_classes=4, dropout=0.5, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.pool = nn.GlobalAvgPool3D()
            self.drop = nn.Dropout(dropout)
            self.fc = nn.Dense(num_classes)

    def hybrid_forward(self, F, feats):
        return self.fc(self.drop(F.flatten(self.pool(feats))))
