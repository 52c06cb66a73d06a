"""CenterPoint heads kept in a HybridSequential with a parallel python list of head names and output
channels from a constructor dict (`heads={'hm': 3, 'reg': 2, 'dim': 3}`), outputs gathered in a dict
and returned as a list in name order; heatmap sigmoid clipped by `F.clip`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 3, 3)]


class CenterHeads(HybridBlock):
    def __init__(self, heads=None, **kwargs):
        super().__init__(**kwargs)
        heads = heads or {"hm": 3, "reg": 2, "dim": 3}
        self.names = sorted(heads)
        with self.name_scope():
            self.shared = nn.Conv2D(8, 3, padding=1, activation="relu")
            self.heads = nn.HybridSequential()
            for name in self.names:
                self.heads.add(nn.Conv2D(heads[name], 1))

    def hybrid_forward(self, F, bev):
        x = self.shared(bev)
        out = {name: head(x) for name, head in zip(self.names, self.heads)}
        out["hm"] = F.clip(F.sigmoid(out["hm"]), 1e-4, 1 - 1e-4)
        return [out[name] for name in self.names]


Net = CenterHeads
