"""Expected calibration error in the graph: confidences and correctness from the softmax, a python list of bin edges, per-bin masks `(conf > lo) * (conf <= hi)`, per-bin gaps accumulated in a python-started sum."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(8, 10), (8,)]


class Net(HybridBlock):
    def __init__(self, in_units=10, classes=4, n_bins=5, eps=1e-8, **kwargs):
        super().__init__(**kwargs)
        self.edges = [i / n_bins for i in range(n_bins + 1)]
        self.classes, self.eps = classes, eps
        with self.name_scope():
            self.classifier = nn.Dense(classes, in_units=in_units)

    def hybrid_forward(self, F, x, label):
        label = F.floor(F.abs(label) * self.classes)
        prob = F.softmax(self.classifier(x), axis=1)
        conf = F.max(prob, axis=1)
        correct = F.argmax(prob, axis=1) == label
        ece = 0
        for lo, hi in zip(self.edges[:-1], self.edges[1:]):
            in_bin = (conf > lo) * (conf <= hi)
            count = F.sum(in_bin)
            gap = F.abs(F.sum(in_bin * conf) - F.sum(in_bin * correct)) / (count + self.eps)
            ece = ece + gap * count
        return ece / 8
