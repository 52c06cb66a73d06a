"""PointNet global feature ported from `torch.max(x, 2)[0]`: `F.max(feats, axis=2)[0]` keeps only the first sample eagerly."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 16)]


class Net(HybridBlock):
    def __init__(self, widths=(8, 16), num_classes=4, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.mlp = nn.HybridSequential()
            for w in widths:
                self.mlp.add(nn.Conv1D(w, 1, activation="relu"))
            self.fc = nn.Dense(num_classes)

    def hybrid_forward(self, F, points):
        feats = self.mlp(points)
        global_feat = F.max(feats, axis=2)[0]
        return self.fc(global_feat.reshape((1, -1)))
