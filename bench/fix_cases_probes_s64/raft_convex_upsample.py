"""RAFT's convex upsampling of the flow: the learned mask `(N, 9 * f * f, H, W)` viewed as `(N, 1, 9, f,
f, H, W)` and softmaxed over the 9 neighbours, the flow (scaled by f) unfolded into its 3x3 neighbourhoods by
a zero pad and nine slices `padded[:, :, i:i + H, j:j + W]` stacked on a new axis, the weighted sum of a
plain `*` of the two, and the result interleaved to `(N, 2, f * H, f * W)` by a transpose."""
from mxnet.gluon import nn


INPUTS = [(2, 2, 3, 4), (2, 8, 3, 4)]


class Net(nn.HybridBlock):
    def __init__(self, hidden=8, factor=4, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.factor = factor
        with self.name_scope():
            self.mask = nn.HybridSequential()
            self.mask.add(nn.Conv2D(16, 3, padding=1, in_channels=hidden, activation='relu'),
                          nn.Conv2D(9 * factor * factor, 1, in_channels=16))

    def hybrid_forward(self, F, flow, net):
        N, _, H, W = flow.shape
        f = self.factor
        mask = 0.25 * self.mask(net)
        mask = mask.reshape((N, 1, 9, f, f, H, W))
        mask = F.softmax(mask, axis=2)

        padded = F.pad(f * flow, mode='constant', pad_width=(0, 0, 0, 0, 1, 1, 1, 1))
        patches = []
        for i in range(3):
            for j in range(3):
                patches.append(padded[:, :, i:i + H, j:j + W])
        up_flow = F.stack(*patches, axis=2).reshape((N, 2, 9, 1, 1, H, W))
        up_flow = (mask * up_flow).sum(axis=2)
        up_flow = up_flow.transpose((0, 1, 4, 2, 5, 3))
        return up_flow.reshape((N, 2, f * H, f * W))
