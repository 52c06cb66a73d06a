"""3-D pose lifting (Martinez et al.): 2-D keypoints made root-relative by `kp - kp[:, 0:1]`, flattened by the batch size through a residual MLP, and the 3-D prediction reshaped to (N, J, 3) and re-centred on the root joint."""
from mxnet.gluon import nn


INPUTS = [(2, 34)]


class Net(nn.HybridBlock):
    def __init__(self, joints=17, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.joints = joints
        with self.name_scope():
            self.inp = nn.Dense(32, in_units=joints * 2, activation='relu')
            self.res = nn.Dense(32, in_units=32, activation='relu')
            self.out = nn.Dense(joints * 3, in_units=32)

    def hybrid_forward(self, F, x):
        b = x.shape[0]
        kp = x.reshape((b, self.joints, 2))
        kp = kp - kp[:, 0:1, :]
        h = self.inp(kp.reshape((b, -1)))
        h = h + self.res(h)
        pose = self.out(h).reshape((b, self.joints, 3))
        return pose - pose[:, :1]
