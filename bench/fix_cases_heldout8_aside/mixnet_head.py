"""MixNet top level: the head's activation is called through the eager namespace (`mx.nd.relu`).

Source: justinshaohi/gluon_mixnets @ 1e64069f86, models.py (MixNetsM.hybrid_forward), unchanged but
for the class name and the feature stack, cut to the stem (conv, BN, PReLU; the MixBlocks left out),
head_feature_size 1536 made 8 and 1000 classes made 5.
"""
import mxnet as mx

INPUTS = [(2, 3, 8, 8)]


def _make_same_pad(ks):
    return ks//2


class Net(mx.gluon.nn.HybridBlock):

    def __init__(self,feature_only=False,num_classes=5,batch_norm_momentum=0.99,batch_norm_epsilon=1e-3,head_feature_size=8,dropout_rate=0.25,**kwargs):
        super(Net,self).__init__(**kwargs)
        self._feature_only=feature_only
        self._num_classes=num_classes
        with self.name_scope():
            self._feature=mx.gluon.nn.HybridSequential(prefix='features_')
            with self._feature.name_scope():
                self._feature.add(mx.gluon.nn.Conv2D(channels=4,in_channels=3,kernel_size=3,strides=2,padding=_make_same_pad(3),use_bias=False,prefix='stem_conv_'))
                self._feature.add(mx.gluon.nn.BatchNorm(momentum=batch_norm_momentum,epsilon=batch_norm_epsilon,prefix='stem_batchnorm_'))
                self._feature.add(mx.gluon.nn.PReLU(prefix='stem_prelu_'))
            self._head=mx.gluon.nn.HybridSequential(prefix='head_')
            with self._head.name_scope():
                self._head.add(mx.gluon.nn.Conv2D(channels=head_feature_size,kernel_size=1,strides=1,padding=_make_same_pad(1)))
                self._head.add(mx.gluon.nn.BatchNorm(momentum=batch_norm_momentum,epsilon=batch_norm_momentum))
            self._output=mx.gluon.nn.HybridSequential(prefix='output_')
            with self._output.name_scope():
                self._output.add(mx.gluon.nn.GlobalAvgPool2D())
                if not feature_only:
                    self._output.add(mx.gluon.nn.Dropout(dropout_rate))
                    self._output.add(mx.gluon.nn.Dense(num_classes))


    def hybrid_forward(self, F, x, *args, **kwargs):
        feature=self._feature(x)
        if self._feature_only:
            return feature
        else:
            head = self._head(feature)
            head = mx.nd.relu(head)
            output = self._output(head)
            return output
