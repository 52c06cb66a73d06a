"""A triplet loss adapted to classification in a learner's notes (markdown, in Chinese): pairwise
comparisons and distances written as `labels.expand_dims(axis=1) == labels.expand_dims(axis=0)` and
`features.expand_dims(axis=1) - features.expand_dims(axis=0)` -- NDArray operators broadcast, Symbol
ones are elementwise and fail shape inference on (B, 1) against (1, B).

Source: a public markdown note found with find_string (id 36953471040, "hybrid_forward(self, F,
feat"), the code block's ClsTripletLoss unchanged; the class is renamed `Net` and the imports the
note leaves out (`Loss`, `numpy as np`) are added. Inputs: features (4, 3) and labels (4,).
"""
import numpy as np
from mxnet.gluon.loss import Loss

INPUTS = [(4, 3), (4,)]


class Net(Loss):
    def __init__(self, margin=1.0, weight=1., batch_axis=0, **kwargs):
        super(Net, self).__init__(weight, batch_axis, **kwargs)
        self._margin = margin

    def hybrid_forward(self, F, features, labels):
        """根据triplet loss修改，同类样本间的距离小于一类一个margin.
        
        Parameters
        ----------
        features : Symbol or NDArray
                   The sample features, shape: (batch_size, dims)
        labels : Symbol or NDArray
                 The sample Labels, shape: (batch_size,) 
        """
        num_p = (labels.expand_dims(axis=1) == labels.expand_dims(axis=0)).sum().astype(np.float32) - 128
        num_n = (labels.expand_dims(axis=1) != labels.expand_dims(axis=0)).sum().astype(np.float32)

        w = ((labels.expand_dims(axis=1) == labels.expand_dims(axis=0)).astype(np.float32) * 2 - 1)
        distance = ((features.expand_dims(axis=1) - features.expand_dims(axis=0)) ** 2).sum(axis=-1)
        loss = (distance.expand_dims(axis=2) - distance.expand_dims(axis=0) + self._margin).relu()
        w = (w.expand_dims(axis=2) - w.expand_dims(axis=0)).relu() / 2.0
        loss = w * loss
        return loss
