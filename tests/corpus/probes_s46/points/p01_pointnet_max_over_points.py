"""PointNet encoder: shared MLP as 1x1 Conv1D over (N, 3, P) points, global feature by `F.max(axis=2)`, classifier on top."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 16)]


class PointNetEncoder(HybridBlock):
    def __init__(self, widths=(8, 16), num_classes=4, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.mlp = nn.HybridSequential()
            for w in widths:
                self.mlp.add(nn.Conv1D(w, 1), nn.BatchNorm(), nn.Activation("relu"))
            self.fc = nn.Dense(num_classes)

    def hybrid_forward(self, F, points):
        feats = self.mlp(points)                   # (N, C, P)
        global_feat = F.max(feats, axis=2)          # symmetric over points
        return self.fc(global_feat)


class Net(PointNetEncoder):
    pass
