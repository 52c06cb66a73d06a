"""Bone-length consistency of a lifted skeleton: each bone as the child joint minus its parent, picked by integer indices in a loop over the kinematic tree, stacked, the lengths normalised by the mean bone length of each pose."""
from mxnet.gluon import nn


INPUTS = [(2, 8, 3)]

PARENTS = [-1, 0, 1, 2, 0, 4, 5, 0]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.refine = nn.Dense(3, in_units=3, flatten=False)

    def hybrid_forward(self, F, pose):
        pose = self.refine(pose)
        bones = []
        for j, p in enumerate(PARENTS):
            if p < 0:
                continue
            bones.append(pose[:, j] - pose[:, p])
        bones = F.stack(*bones, axis=1)
        lengths = F.sqrt((bones ** 2).sum(axis=2) + 1e-8)
        return lengths / lengths.mean(axis=1, keepdims=True)
