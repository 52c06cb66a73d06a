"""An InsightFace "E" embedding neck: BatchNorm, dropout, the map flattened with `x.reshape((x.shape[0], -1))`, a Dense to the embedding size, BatchNorm, and the embedding L2-normalised as `x / F.norm(x, axis=1, keepdims=True)`."""
from mxnet.gluon import nn


INPUTS = [(2, 4, 3, 3)]


class Net(nn.HybridBlock):
    def __init__(self, cin=4, dim=5, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.bn1 = nn.BatchNorm(in_channels=cin)
            self.drop = nn.Dropout(0.4)
            self.fc = nn.Dense(dim, in_units=cin * 9)
            self.bn2 = nn.BatchNorm(in_channels=dim, scale=False)

    def hybrid_forward(self, F, x):
        x = self.drop(self.bn1(x))
        x = x.reshape((x.shape[0], -1))
        x = self.bn2(self.fc(x))
        return x / F.norm(x, axis=1, keepdims=True)
