"""SKNet with the branch count from a constructor argument: one Conv2D per configured dilation kept in a python list and registered by `register_child`, fused by `F.add_n(*feats)`, attention split into `len(self._convs)` outputs with `squeeze_axis=True`, and a `zip` of the branch list with the split outputs accumulated from a python `0`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8, 8, 8)]


class MultiBranchSK(HybridBlock):
    def __init__(self, channels=8, dilations=(1, 2, 3), reduction=4, min_dim=4, **kwargs):
        super().__init__(**kwargs)
        self._convs = []
        with self.name_scope():
            for dil in dilations:
                conv = nn.Conv2D(channels, 3, padding=dil, dilation=dil)
                self.register_child(conv)
                self._convs.append(conv)
            self.fc = nn.Dense(max(channels // reduction, min_dim), activation="relu")
            self.fc_a = nn.Dense(len(dilations) * channels)

    def hybrid_forward(self, F, x):
        feats = [F.relu(conv(x)) for conv in self._convs]
        z = self.fc(F.mean(F.add_n(*feats), axis=(2, 3)))
        att = F.softmax(self.fc_a(z).reshape((0, len(self._convs), -1)), axis=1)
        out = 0
        for f, a in zip(feats, F.split(att, num_outputs=len(self._convs), axis=1, squeeze_axis=True)):
            out = out + F.broadcast_mul(f, a.expand_dims(2).expand_dims(3))
        return out


Net = MultiBranchSK
