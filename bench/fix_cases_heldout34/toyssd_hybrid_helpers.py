"""The Gluon tutorial's toy SSD ported to a HybridBlock by its user (a stored public file, id
16108380324, its repository not named in the store): `ToySSD.hybrid_forward` calls module-level
helpers written for NDArrays -- `toy_ssd_forward` (`MultiBoxPrior` from `mxnet.ndarray.contrib`,
`nd.Pooling`), `flatten_prediction` (`nd.flatten(nd.transpose(...))`), `concat_predictions`
(`nd.concat`) -- and reshapes with `nd.reshape`.  Eagerly it runs; hybridized every helper is handed
Symbols and fails.

Source: the stored file as written, the block and the helpers it calls; trimmed: the plotting
helper, the data iterators, the target helper and the two losses, none of which the block uses.
Net: 2 classes.  Input: one 256x256 RGB image (the tutorial's size).
"""
import mxnet as mx
from mxnet import nd, gluon
from mxnet.gluon import nn
import numpy as np
from mxnet.ndarray.contrib import MultiBoxPrior

INPUTS = [(1, 3, 256, 256)]


def class_predictor(num_anchors, num_classes):
    return gluon.nn.Conv2D(num_anchors * (num_classes + 1), 3, padding=1)

def box_predictor(num_anchors):
    "predict delta position"
    return gluon.nn.Conv2D(num_anchors * 4, 3, padding=1)

def down_sample(num_filters):
    out = nn.HybridSequential()
    for _ in range(2):
        out.add(nn.Conv2D(num_filters, 3, strides=1, padding=1))
        out.add(nn.BatchNorm(in_channels=num_filters))
        out.add(nn.Activation('relu'))
    out.add(nn.MaxPool2D(2))
    return out

def flatten_prediction(pred):
    return nd.flatten(nd.transpose(pred, axes=(0, 2, 3, 1)))

def concat_predictions(preds):
    return nd.concat(*preds, dim=1)

def toy_ssd_model(num_anchors, num_classes):
    downsamples = nn.HybridSequential()
    class_preds = nn.HybridSequential()
    box_preds = nn.HybridSequential()

    for _ in range(3):
        downsamples.add(down_sample(128))

    for scale in range(5):
        class_preds.add(class_predictor(num_anchors, num_classes))
        box_preds.add(box_predictor(num_anchors))

    return body(), downsamples, class_preds, box_preds

def toy_ssd_forward(x, body, downsamples, class_preds, box_preds, sizes, ratios):
    x = body(x)

    default_anchors = []
    predicted_boxes = []
    predicted_classes = []

    for i in range(5):
        default_anchors.append(MultiBoxPrior(x, sizes=sizes[i], ratios=ratios[i]))
        predicted_boxes.append(flatten_prediction(box_preds[i](x)))
        predicted_classes.append(flatten_prediction(class_preds[i](x)))

        if i < 3:
            x = downsamples[i](x)
        elif i == 3:
            x = nd.Pooling(x, global_pool=True, pool_type='max', kernel=(4, 4))

    return default_anchors, predicted_classes, predicted_boxes

def body():
    out = nn.HybridSequential()
    for nfilters in [16, 32, 64, 128]:
        out.add(down_sample(nfilters))
    return out


class ToySSD(gluon.HybridBlock):
    def __init__(self, num_classes, **kwargs):
        super(ToySSD, self).__init__(**kwargs)
        self.anchor_sizes = [[.2, .272], 
                             [.37, .447],
                             [.54, .619],
                             [.71, .79], 
                             [.88, .961]]

        self.anchor_ratios = [[1, 2, 0.5]] * 5
        self.num_classes = num_classes

        with self.name_scope():
            self.body, self.downsamples, self.class_preds, self.box_preds = \
                    toy_ssd_model(4, num_classes)

    def hybrid_forward(self, F, x):
        default_anchors, predicted_classes, predicted_boxes = \
                toy_ssd_forward(x, self.body, self.downsamples, self.class_preds, 
                        self.box_preds, self.anchor_sizes, self.anchor_ratios)

        anchors = concat_predictions(default_anchors)
        box_preds = concat_predictions(predicted_boxes)
        class_preds = concat_predictions(predicted_classes)

        class_preds = nd.reshape(class_preds, shape=(0, -1, self.num_classes + 1))

        return anchors, class_preds, box_preds


class Net(ToySSD):
    def __init__(self):
        super(Net, self).__init__(2)
