"""Center loss (Wen et al.) of a face-feature demo: `_CenterLoss.hybrid_forward(self, F, feature,
label, centers)` counts the labels of the batch with `F.array(np.bincount(label.asnumpy()
.astype(int)))`, takes each sample's count and class center (`F.take`), and divides the squared
distance by the count. Eagerly it runs; hybridized `label.asnumpy()` is an AttributeError of the
Symbol (and `mx.sym` has no `array`).

Source: wangx404/Center_Loss_in_MXNet @ db2cec9c44 (read by an analyzer held-out round,
tests/corpus/HELDOUT.md, "wangx404/Center_Loss_in_MXNet"; in no fix set), center_loss.py,
`_CenterLoss` as written but for its constructor's `super(CenterLoss, self)`, which names the
file's other class (a TypeError as written), made `super(_CenterLoss, self)`; the eager
`CenterLoss` Block after it left out. Net: 3 classes, features of 4, lambda 0.5, the labels made
whole numbers 0..2 by `F.round(F.abs(label) * 2)`. Inputs: features (6, 4), raw labels (6,).
"""
from mxnet import gluon, nd
import numpy as np

INPUTS = [(6, 4), (6,)]


# This class is defined by ShownX (https://github.com/ShownX)
# 本类由ShownX定义
class _CenterLoss(gluon.HybridBlock):
    """
    Center Loss: A Discriminative Feature Learning Approach for Deep Face Recognition
    """
    def __init__(self, num_classes, feature_size, lmbd, **kwargs):
        '''
        :param num_classes: class number, 类别数目
        :param feature_size: output feature size, 特征大小
        :param lmbd: lmbd coefficient to control center loss, lmbd系数 用于控制center loss的大小
        '''
        super(_CenterLoss, self).__init__(**kwargs)
        self._num_classes = num_classes
        self._feature_size = feature_size
        self._lmda = lmbd
        self.centers = self.params.get('centers', shape=(num_classes, feature_size)) # 获取参数矩阵

    def hybrid_forward(self, F, feature, label, centers):
        '''
        :param feature: output feature matrix, mini-batch的输出特征矩阵
        :param label: input label matrix, mini-batch的输入标签
        :param centers: features of class, 类别特征矩阵
        '''
        # 计算label的统计分布 hist=（label0:counter0, label1:counter1）
        hist = F.array(np.bincount(label.asnumpy().astype(int))) 
        # 取出label对应的频次，用于对相应label的损失降权（所有的向量都得到同等程度的更新）
        # 在demo中此行的存在与否可能并没有太大影响，但是对于实际中使用的类别不均衡的数据集，可能会影响到优化结果
        # center_count = (num_label_0, num_label_1, )
        centers_count = F.take(hist, label) 
        # 取出label对应位置的特征向量
        centers_selected = F.take(centers, label)
        # 计算输出特征和特征矩阵的差值
        diff = feature - centers_selected 
        # lmbd×欧氏距离/统计数目
        loss = self._lmda * 0.5 * F.sum(F.square(diff), axis=1) / centers_count 
        # mean value
        return F.mean(loss, axis=0, exclude=True)


class Net(gluon.HybridBlock):
    def __init__(self):
        super(Net, self).__init__()
        with self.name_scope():
            self.loss = _CenterLoss(3, 4, 0.5)

    def hybrid_forward(self, F, feature, label):
        return self.loss(feature, F.round(F.abs(label) * 2))
