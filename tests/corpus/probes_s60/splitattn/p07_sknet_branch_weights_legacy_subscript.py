"""SKNet selective kernel picking each branch's weights from the stacked (N, M, C) softmax with `attn[:, i]` in a python loop over the branches."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8, 6, 6)]


class SubscriptSelectiveKernel(HybridBlock):
    def __init__(self, channels=8, branches=2, reduced=4, **kwargs):
        super().__init__(**kwargs)
        self._m = branches
        with self.name_scope():
            self.convs = nn.HybridSequential()
            for i in range(branches):
                self.convs.add(nn.Conv2D(channels, 3, padding=1 + i, dilation=1 + i, in_channels=channels))
            self.fc = nn.Dense(reduced, in_units=channels, activation="relu")
            self.fcs = nn.HybridSequential()
            for _ in range(branches):
                self.fcs.add(nn.Dense(channels, in_units=reduced))

    def hybrid_forward(self, F, x):
        feats = [F.relu(conv(x)) for conv in self.convs]
        z = self.fc(F.mean(F.add_n(*feats), axis=(2, 3)))
        attn = F.softmax(F.stack(*[fc(z) for fc in self.fcs], axis=1), axis=1)
        out = []
        for i in range(self._m):
            out.append(F.broadcast_mul(feats[i], attn[:, i].expand_dims(-1).expand_dims(-1)))
        return F.add_n(*out)


Net = SubscriptSelectiveKernel
