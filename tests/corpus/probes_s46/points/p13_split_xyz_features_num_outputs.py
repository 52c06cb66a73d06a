"""Point input with xyz and two extra channels (normals-like) split by `F.split(num_outputs=2)` after a 3 + 3 layout, unpacked and recombined."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6, 16)]


class Net(HybridBlock):
    def __init__(self, channels=8, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.xyz_mlp = nn.Conv1D(channels, 1, in_channels=3, activation="relu")
            self.nrm_mlp = nn.Conv1D(channels, 1, in_channels=3, activation="relu")

    def hybrid_forward(self, F, points):
        xyz, normals = F.split(points, num_outputs=2, axis=1)
        feats = self.xyz_mlp(xyz) + self.nrm_mlp(normals)
        return F.max(feats, axis=2), F.mean(feats, axis=2)
