"""Top-scoring box selection of a RetinaNet port's decoders: `BoxDecodeLimit.hybrid_forward(self, F,
box_preds, anchors, class_ids, class_scores)` ranks the anchors by `F.argmax` of the class scores,
keeps the first `decode_number` with `F.argsort`/`F.slice_axis`, and gathers each input with
`F.take(x, cls_scores_argsort, axis=1)[0]`. Eagerly `[0]` is the first row of the gathered
(batch, batch, n, ...) array; hybridized it is output 0 of a one-output Symbol, the whole array, so
the four outputs keep an extra axis and differ, without an error.

Source: a public MXNet RetinaNet port's decoder module (find_string id 5692470375; read by an
analyzer held-out round, tests/corpus/HELDOUT.md, "RetinaNet decoders"; in no fix set),
`BoxDecodeLimit` as written (`BoxDecoder`, the class decoders and the `__main__` demo left out).
Net: decode 4 of 6 anchors. Inputs: box predictions (1, 6, 4), anchors (1, 6, 4), class ids
(1, 6, 3), class scores (1, 6, 3) (batch 1, as the port's demo; the rows of `take` then equal the
batch).
"""
import mxnet as mx
from mxnet.gluon import HybridBlock

INPUTS = [(1, 6, 4), (1, 6, 4), (1, 6, 3), (1, 6, 3)]


class BoxDecodeLimit(HybridBlock):
    '''
    Parameters
    ----------
    decode_number : int / -1 : all
    '''

    def __init__(self, decode_number=1000):
        super(BoxDecodeLimit, self).__init__()
        self._decode_number = decode_number

    def hybrid_forward(self, F, box_preds, anchors, class_ids, class_scores):

        if self._decode_number > 0:
            cls_scores_argmax = F.argmax(class_scores, axis=-1)  # (batch, all feature number)
            cls_scores_argsort = F.argsort(cls_scores_argmax, axis=1, is_ascend=False)
            cls_scores_argsort = F.slice_axis(cls_scores_argsort, axis=-1, begin=0,
                                              end=self._decode_number)  # (batch, self._decode_number)
            class_ids = F.take(class_ids, cls_scores_argsort, axis=1)[0]
            class_scores = F.take(class_scores, cls_scores_argsort, axis=1)[0]
            box_preds = F.take(box_preds, cls_scores_argsort, axis=1)[0]
            anchors = F.take(anchors, cls_scores_argsort, axis=1)[0]
            return class_ids, class_scores, box_preds, anchors
        else:
            return class_ids, class_scores, box_preds, anchors


class Net(BoxDecodeLimit):
    def __init__(self):
        super(Net, self).__init__(decode_number=4)
