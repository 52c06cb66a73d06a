"""Center loss whose per-class counts are computed in numpy from the labels and brought back as a
tensor: `F.array(np.bincount(label.asnumpy().astype(int)))` -- `.asnumpy()` on a Symbol and an array
of data (mx.sym has no `array`).

Source: a public Gluon center-loss module found with find_string (id 29286678112, "hybrid_forward(self,
F, feat"), CenterLoss unchanged but for constructor defaults (`num_classes=3, feature_size=4,
lmbd=0.5`) so that `Net()` builds it; the class is renamed `Net`. Inputs: features (6, 4) and labels
(6,) (uniform(-1, 1) from the harness: every label truncates to class 0).
"""
from mxnet import gluon
import numpy as np

INPUTS = [(6, 4), (6,)]


class Net(gluon.HybridBlock):
    r"""
    Center Loss: A Discriminative Feature Learning Approach for Deep Face Recognition
    """
    def __init__(self, num_classes=3, feature_size=4, lmbd=0.5, **kwargs):
        super(Net, self).__init__(**kwargs)
        self._num_classes = num_classes
        self._feature_size = feature_size
        self._lmda = lmbd
        self.centers = self.params.get('centers', shape=(num_classes, feature_size))

    def hybrid_forward(self, F, feature, label, centers):

        hist = F.array(np.bincount(label.asnumpy().astype(int)))

        centers_count = F.take(hist, label)

        centers_selected = F.take(centers, label)

        diff = feature - centers_selected

        loss = self._lmda * 0.5 * F.sum(F.square(diff), 1) / centers_count

        return F.mean(loss, axis=0, exclude=True)
