"""Boundary-aware loss in numpy mode: label edges found by comparing `label[:, 1:, :]` with `label[:, :-1, :]` (numpy-mode slicing hybridizes)."""
from mxnet import npx
from mxnet.gluon import HybridBlock, nn
from mxnet.util import use_np

npx.set_np()

INPUTS = [(2, 3, 6, 6), (2, 6, 6)]


@use_np
class Net(HybridBlock):
    def __init__(self, num_classes=3, edge_weight=2.0, **kwargs):
        super().__init__(**kwargs)
        self._edge_weight = edge_weight
        with self.name_scope():
            self.classifier = nn.Conv2D(num_classes, 1, in_channels=3)

    def hybrid_forward(self, F, img, raw_label):
        label = F.np.clip(F.np.floor((raw_label + 1) * 1.5), 0, 2)
        logp = F.npx.log_softmax(self.classifier(img), axis=1)
        nll = -F.npx.pick(logp, label, axis=1)
        edge = (label[:, 1:, :] != label[:, :-1, :]).astype("float32")
        weight = F.np.ones_like(nll)
        weight = weight + F.np.pad(edge, ((0, 0), (1, 0), (0, 0))) * (self._edge_weight - 1)
        return (nll * weight).mean()
