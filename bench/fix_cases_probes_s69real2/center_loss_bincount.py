"""Center loss for face recognition: the per-class counts of the batch's labels made by
`F.array(np.bincount(label.asnumpy().astype(int)))` (a tensor built from the data's values), taken
per sample to down-weight frequent classes.

Source: wangx404/Center_Loss_in_MXNet center_loss.py (_CenterLoss.hybrid_forward) at
db2cec9c44012fcce79242f86193d27d2ee882a3; adapted: the class named Net (its super() call named
another class), small sizes.
"""
from mxnet import gluon, nd
import numpy as np


INPUTS = [(4, 5), (4,)]


class Net(gluon.HybridBlock):
    """
    Center Loss: A Discriminative Feature Learning Approach for Deep Face Recognition
    """
    def __init__(self, num_classes=3, feature_size=5, lmbd=0.5, **kwargs):
        super(Net, self).__init__(**kwargs)
        self._num_classes = num_classes
        self._feature_size = feature_size
        self._lmda = lmbd
        self.centers = self.params.get('centers', shape=(num_classes, feature_size))

    def hybrid_forward(self, F, feature, label, centers):
        # label histogram hist = (label0: counter0, label1: counter1)
        hist = F.array(np.bincount(label.asnumpy().astype(int)))
        # the count of each sample's label, to down-weight its loss
        centers_count = F.take(hist, label)
        centers_selected = F.take(centers, label)
        diff = feature - centers_selected
        loss = self._lmda * 0.5 * F.sum(F.square(diff), axis=1) / centers_count
        return F.mean(loss, axis=0, exclude=True)
